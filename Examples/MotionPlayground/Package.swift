// swift-tools-version: 6.1
import PackageDescription

/// A package outside Splash that uses its Motion and Gestures libraries, as any other
/// Swift package would: by path here, by URL elsewhere. `make test` builds and runs it.
let package = Package(
    name: "MotionPlayground",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Splash", path: "../..")],
    targets: [
        .executableTarget(
            name: "MotionPlayground",
            dependencies: [
                .product(name: "Motion", package: "Splash"),
                .product(name: "Gestures", package: "Splash"),
                .product(name: "Geometry", package: "Splash")
            ]
        )
    ]
)
