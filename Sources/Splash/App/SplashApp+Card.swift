import Geometry

/// The app's side of its three card transitions (a home row's detail, a category's
/// collection, and a photo's detail opened from the collection): stepping, keys, resizes
/// and the report go to all of them, the topmost first; the details' Download button
/// saves as the drop zone does, and Copy copies as Ctrl+C does.
extension SplashApp {
    /// Wires both details' Download and Copy buttons.
    func wireCardTransition() {
        for card in [transition, nested] {
            card.content.downloadTap.addTarget { [unowned self, unowned card] recognizer in
                if recognizer.state == .recognized, let photo = card.photo { _ = self.save(photo) }
            }
            card.content.copyTap.addTarget { [unowned self, unowned card] recognizer in
                if recognizer.state == .recognized, let photo = card.photo { self.copy(photo) }
            }
        }
    }

    /// Whether a card (a detail or a collection) is out over the home.
    var isCardOut: Bool { transition.phase != .none || collection.phase != .none }

    /// Reduce Motion: cards cross-fade instead of flying, over the plain black dim.
    func setCardsReduceMotion(_ reduceMotion: Bool) {
        transition.reduceMotion = reduceMotion
        collection.reduceMotion = reduceMotion
        nested.reduceMotion = reduceMotion
        transition.content.blursBackdrop = !reduceMotion
        collection.content.blursBackdrop = !reduceMotion
        nested.content.blursBackdrop = !reduceMotion
    }

    /// A motion file's values (`--motion`), to every press, lift, card and scroll view.
    func applyMotion(_ motion: MotionTuning) {
        home.press.motion = motion
        home.setHeaderHeights(rest: motion.number("header.height"), collapsed: motion.number("header.collapsed"))
        collection.content.press.motion = motion
        drag.motion = motion
        transition.motion = motion
        collection.motion = motion
        nested.motion = motion
        let scrolls = [
            home.feed, home.explore.strip, transition.content.scroll, collection.content.scroll, nested.content.scroll
        ]
        for scroll in scrolls {
            scroll.decelerationRate = motion.number("scroll.decelerationRate")
            scroll.rubberBandCoefficient = motion.number("scroll.rubberBand")
            scroll.bounceSpring = motion.spring("scroll.bounce.spring").parameters
        }
    }

    /// A key while a card is out goes to the topmost (Escape closes one level); true when
    /// a card took it.
    func handleCardKey(_ name: String) -> Bool {
        nested.handleKey(name) || collection.handleKey(name) || transition.handleKey(name)
    }

    func resizeCards(to size: Size) {
        transition.resize(to: size)
        collection.resize(to: size)
        nested.resize(to: size)
    }

    func stepCards(dt: Double, laysOut: Bool) {
        transition.step(dt: dt, laysOut: laysOut)
        collection.step(dt: dt, laysOut: laysOut)
        nested.step(dt: dt, laysOut: laysOut)
    }

    /// Lays out what steps nobody looked at left as it was: the feed's rows, then the
    /// cards over them. Whatever reads the screen's nodes (a frame, input, the report)
    /// calls this first.
    func layoutIfNeeded() {
        home.layoutIfNeeded()
        transition.applyIfNeeded()
        collection.applyIfNeeded()
        nested.applyIfNeeded()
    }

    var cardsAnimate: Bool { transition.isAnimating || collection.isAnimating || nested.isAnimating }

    var cardCoversStatusBar: Bool {
        transition.coversStatusBar || collection.coversStatusBar || nested.coversStatusBar
    }

    /// The report's `screen`, `transition` (the topmost card's) and `collection`; while
    /// the collection is the screen, `visible_photos` are its rows.
    func fillCards(_ report: inout StateReport) {
        if nested.phase != .none {
            nested.fill(&report)
        } else if collection.phase != .none {
            collection.fill(&report)
        } else {
            transition.fill(&report)
        }
        report.screen =
            transition.phase.showsDetail || nested.phase.showsDetail
            ? "detail" : collection.phase.showsDetail ? "collection" : "home"
        report.collection = collection.phase == .none ? nil : collection.content.category?.id
        if collection.phase.showsDetail { report.visiblePhotos = collection.content.visiblePhotos }
    }
}
