/// The version `splash --version` prints: bumped with each landed milestone (the
/// minor number counts the batches of issues resolved on `main`).
public enum SplashVersion {
    public static let current = "0.3.0"
}
