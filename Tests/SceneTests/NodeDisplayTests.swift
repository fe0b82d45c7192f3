import Geometry
import Scene
import Testing

/// A tree tells its root when anything drawn changes, so a loop that draws only stale
/// frames never misses the step that ends an animation.
struct NodeDisplayTests {
    /// A root with a child and a grandchild, drawn once.
    static func drawnTree() -> (root: Node, child: Node, leaf: Node) {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = Node(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let leaf = Node(name: "leaf", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addChild(child)
        child.addChild(leaf)
        root.markDisplayed()
        return (root, child, leaf)
    }

    @Test func everyDrawnPropertyOfADescendantMarksTheRoot() {
        let changes: [(String, (Node) -> Void)] = [
            ("frame", { $0.frame.origin.x += 1 }),
            ("boundsOrigin", { $0.boundsOrigin = Point(x: 0, y: 5) }),
            ("transform", { $0.transform = .scale(0.9) }),
            ("alpha", { $0.alpha = 0.5 }),
            ("cornerRadius", { $0.cornerRadius = 4 }),
            ("clipsToBounds", { $0.clipsToBounds = true }),
            ("isHidden", { $0.isHidden = true }),
            ("content", { $0.content = .color(.black) }),
            ("a new child", { $0.addChild(Node()) }),
            ("removal", { $0.removeFromParent() })
        ]
        for (name, change) in changes {
            let tree = Self.drawnTree()
            #expect(!tree.root.needsDisplay)
            change(tree.leaf)
            #expect(tree.root.needsDisplay, "\(name) of a grandchild did not mark the root")
        }
    }

    @Test func settingAPropertyToItsCurrentValueDrawsNothing() {
        let tree = Self.drawnTree()
        tree.leaf.alpha = 1
        tree.leaf.frame = tree.leaf.frame
        tree.child.isHidden = false
        tree.child.bringToFront(tree.leaf)
        #expect(!tree.root.needsDisplay)
    }
}
