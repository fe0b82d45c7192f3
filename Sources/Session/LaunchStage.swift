/// What the window shows before the feed, from how long the photos have been loading and
/// whether they are in: the plain background, then the loading screen, then the app.
///
/// A pure function of the times it is given, so it is tested with explicit times; the
/// live runner gives it its clock's.
enum LaunchStage: Equatable {
    /// The app's background and nothing on it.
    case blank
    /// `LoadingScreen`: what is read, how far.
    case loadingScreen
    /// The photos are in: the app takes over.
    case app

    /// How long a load may run before the loading screen shows, seconds. A cached
    /// million-photo start takes about 0.22 s; a loading screen that flashes for a frame
    /// or two before the feed is worse than none, so a short load shows the plain
    /// background and then the feed, and only a real wait (a first read: seconds) is
    /// explained.
    static let loadingScreenDelay = 0.2

    /// The stage `elapsed` seconds after the load began.
    static func at(elapsed: Double, isLoaded: Bool) -> LaunchStage {
        if isLoaded { return .app }
        return elapsed < loadingScreenDelay ? .blank : .loadingScreen
    }
}
