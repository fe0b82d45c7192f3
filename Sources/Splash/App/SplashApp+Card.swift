/// The app's side of the card transition: its Download button reports like the drag's,
/// its Copy button copies like Ctrl+C.
extension SplashApp {
    /// Routes the detail's download messages to the toast and the report, as the drag
    /// to download's are.
    func wireCardTransition() {
        transition.onCopy = { [unowned self] photo in self.copy(photo) }
        transition.onMessage = { [unowned self] message, isError in self.announce(message, isError: isError) }
    }
}
