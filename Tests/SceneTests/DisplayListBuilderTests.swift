import Geometry
import Testing

@testable import Scene

@Suite struct DisplayListBuilderTests {
    private func names(_ list: DisplayList) -> [Color] {
        list.commands.compactMap { if case .shape(_, _, let color, _, _) = $0 { return color } else { return nil } }
    }

    @Test func clippedSubtreesOffScreenAreCulled() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let offscreen = Node(name: "off", frame: Rect(x: 0, y: 500, width: 100, height: 100), content: .color(.black))
        offscreen.clipsToBounds = true
        offscreen.addChild(Node(name: "inner", frame: Rect(x: 0, y: -500, width: 10, height: 10), content: .color(.white)))
        root.addChild(offscreen)
        let list = DisplayListBuilder(viewport: Size(width: 100, height: 100)).build(root)
        #expect(list.commands.isEmpty)
    }

    @Test func anOverflowingChildOfAnOffscreenParentIsStillDrawn() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = Node(name: "parent", frame: Rect(x: 0, y: 500, width: 100, height: 100), content: .color(.black))
        let child = Node(name: "child", frame: Rect(x: 0, y: -480, width: 10, height: 10), content: .color(.white))
        parent.addChild(child)
        root.addChild(parent)
        let list = DisplayListBuilder(viewport: Size(width: 100, height: 100)).build(root)
        #expect(names(list) == [.white])
        if case .shape(let frame, _, _, _, _) = list.commands[0] {
            #expect(frame == Rect(x: 0, y: 20, width: 10, height: 10))
        }
    }

    @Test func alphaAndScaleAccumulateDownTheTree() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = Node(name: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        card.alpha = 0.5
        card.transform = .scale(0.5)
        card.cornerRadius = 20
        card.content = .color(.black)
        let label = Node(
            name: "label", frame: Rect(x: 0, y: 0, width: 200, height: 40),
            content: .text("Hi", font: .bold(16), color: .white, alignment: .center))
        card.addChild(label)
        root.addChild(card)
        let list = DisplayListBuilder(viewport: Size(width: 200, height: 200)).build(root)
        guard case .shape(let frame, let radius, let color, _, _) = list.commands[0],
            case .text(_, _, let textColor, let textFrame, _, let scale, _) = list.commands[1]
        else {
            Issue.record("expected a shape then a text"); return
        }
        #expect(frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(radius == 10)
        #expect(color.alpha == 0.5)
        #expect(textColor.alpha == 0.5)
        #expect(textFrame == Rect(x: 50, y: 50, width: 100, height: 20))
        #expect(scale == 0.5)
    }

    @Test func roundedClipsReachTheirDescendants() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = Node(name: "card", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        card.cornerRadius = 7
        card.clipsToBounds = true
        let image = Node(
            name: "image", frame: Rect(x: 0, y: 0, width: 100, height: 100),
            content: .image(
                ImageRef(path: "/x.jpg", pixelSize: Size(width: 10, height: 10)),
                mode: .aspectFill, blurRadius: 0))
        card.addChild(image)
        root.addChild(card)
        let list = DisplayListBuilder(viewport: Size(width: 200, height: 200)).build(root)
        guard case .image(_, _, _, _, _, _, _, let clip) = list.commands[0] else { Issue.record("no image"); return }
        #expect(clip == Clip(rect: Rect(x: 10, y: 10, width: 100, height: 100), cornerRadius: 7))
    }

    @Test func aNegativeRadiusFromASpringsOvershootIsDrawnSquare() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = Node(name: "card", frame: Rect(x: 10, y: 10, width: 50, height: 50), content: .color(.black))
        card.cornerRadius = -2.5
        card.clipsToBounds = true
        card.addChild(Node(name: "inner", frame: Rect(x: 0, y: 0, width: 10, height: 10), content: .color(.white)))
        root.addChild(card)
        let list = DisplayListBuilder(viewport: Size(width: 100, height: 100)).build(root)
        for command in list.commands {
            if case .shape(_, let radius, _, _, let clip) = command {
                #expect(radius == 0)
                #expect((clip?.cornerRadius ?? 0) >= 0)
            }
        }
        #expect(list.commands.count == 2)
    }
}
