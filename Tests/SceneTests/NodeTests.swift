import Geometry
import Testing

@testable import Scene

@Suite struct NodeTests {
    @Test func convertsThroughScrollOffsetAndCentredScale() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let scroll = Node(name: "scroll", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        scroll.boundsOrigin = Point(x: 0, y: 100)
        let cell = Node(name: "cell", frame: Rect(x: 0, y: 300, width: 400, height: 200))
        root.addChild(scroll)
        scroll.addChild(cell)
        #expect(cell.frameInWindow == Rect(x: 0, y: 200, width: 400, height: 200))
        cell.transform = .scale(0.5)
        // Scaled about its centre (200, 300 in the window).
        #expect(cell.frameInWindow == Rect(x: 100, y: 250, width: 200, height: 100))
        #expect(cell.convert(Point(x: 0, y: 0), to: nil) == Point(x: 100, y: 250))
        #expect(cell.convertFromWindow(Point(x: 100, y: 250)) == Point(x: 0, y: 0))
    }

    @Test func hitTestingRespectsTransformsZOrderAndVisibility() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let back = Node(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = Node(name: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        root.addChild(back)
        root.addChild(front)
        #expect(root.hitTest(Point(x: 150, y: 150))?.name == "front")
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "back")
        front.transform = .scale(0.5)  // now covers 150…250
        #expect(root.hitTest(Point(x: 120, y: 120))?.name == "back")
        #expect(root.hitTest(Point(x: 200, y: 200))?.name == "front")
        front.isHidden = true
        #expect(root.hitTest(Point(x: 200, y: 200))?.name == "root")
        back.isUserInteractionEnabled = false
        #expect(root.hitTest(Point(x: 50, y: 50))?.name == "root")
    }

    @Test func childrenOutsideTheirParentAreNotHit() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = Node(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = Node(name: "child", frame: Rect(x: 150, y: 0, width: 50, height: 50))
        root.addChild(parent)
        parent.addChild(child)
        #expect(root.hitTest(Point(x: 160, y: 10))?.name == "root")
    }
}

/// A node that is touch-transparent passes on the touches that miss its children.
@Suite struct TouchTransparencyTests {
    @Test func aTransparentLayerPassesTouchesThatMissItsChildren() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let content = Node(name: "content", frame: root.frame)
        let layer = Node(name: "layer", frame: root.frame)
        layer.isTouchTransparent = true
        let badge = Node(name: "badge", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        layer.addChild(badge)
        root.addChild(content)
        root.addChild(layer)
        #expect(root.hitTest(Point(x: 10, y: 10))?.name == "badge")
        #expect(root.hitTest(Point(x: 200, y: 200))?.name == "content")
    }
}
