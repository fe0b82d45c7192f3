// swift-tools-version: 6.1
import PackageDescription

/// Splash: an iOS photo app's best interactions, on SDL2. See DESIGN.md for the layers.
/// Arrows point one way: Geometry ← Motion, Geometry ← Gestures, both ← Scene ← Splash;
/// only Platform touches SDL and the other C libraries (the CSDL2, CX11 and CTurboJPEG
/// system libraries).
/// The app's own modules, built for release without the run-time checks of exclusive
/// access to class properties: those checks were a fifth of each 240 Hz simulation step
/// (callgrind, docs/PERFORMANCE.md, "Simulation steps"). Debug builds, and so every test, keep them; the
/// libraries another package builds (Geometry, Motion, Gestures) are left as they are.
let releaseWithoutAccessChecks: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
    name: "Splash",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "splash", targets: ["SplashCommand"]),
        .executable(name: "splash-bench", targets: ["SplashBench"]),
        // The pure-Swift layers another package can use (Examples/MotionPlayground does).
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "Gestures", targets: ["Gestures"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0")
    ],
    // Each target declares exactly the modules its files import, no more.
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [
                .apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"]),
                .brew(["sdl2", "sdl2_image", "sdl2_ttf"])
            ]
        ),
        // Xlib, for the clipboard's image/png and drag-out (SDL2 offers text only).
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev"]), .brew(["libx11"])]
        ),
        // libjpeg-turbo's TurboJPEG API: JPEGs decoded at a DCT scale (1/8 … 8/8) near the
        // size drawn, with errors returned rather than libjpeg's exit().
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        .target(name: "Geometry"),
        // Safe file access shared by the app and the platform: regular files only,
        // image headers checked before decoding, writes whole or not at all.
        .target(name: "Files"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Gestures", dependencies: ["Geometry"]),
        .target(name: "Scene", dependencies: ["Geometry", "Motion", "Gestures"], swiftSettings: releaseWithoutAccessChecks),
        // The photos and their files, Foundation only: manifest, folders, image headers,
        // BlurHash, downloads.
        .target(name: "PhotoLibrary", dependencies: ["Geometry", "Files"]),
        .target(
            name: "Splash", dependencies: ["Geometry", "Motion", "Gestures", "Scene", "Files", "PhotoLibrary"],
            swiftSettings: releaseWithoutAccessChecks),
        // Pure geometry for the renderer: convex polygons, feathered fills and rings as
        // triangle meshes, pixel rows, the subdivision SDL's rasterizer needs. No SDL.
        .target(name: "Tessellation", dependencies: ["Geometry"]),
        .target(
            name: "Platform",
            dependencies: ["CSDL2", "CX11", "CTurboJPEG", "Geometry", "Gestures", "Scene", "Files", "Tessellation"],
            swiftSettings: releaseWithoutAccessChecks),
        // A run of Splash, headless or in a window: setup, both runners, frame statistics
        // (a Codable report the bench reads back), the HUD, the contact sheet.
        .target(
            name: "Session",
            dependencies: ["Splash", "Platform", "Scene", "Gestures", "Geometry", "Motion", "Files", "PhotoLibrary"],
            swiftSettings: releaseWithoutAccessChecks),
        .executableTarget(
            name: "SplashCommand",
            dependencies: [
                "Session", "Splash", "Platform", "Geometry",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .executableTarget(
            name: "SplashBench",
            dependencies: [
                "Motion", "Geometry", "Splash", "Platform", "PhotoLibrary", "Session",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Golden-image comparison shared by the test targets that render.
        .target(name: "SplashTestSupport", dependencies: ["CSDL2", "CX11", "Platform"], path: "Tests/Support"),
        // Random scripts and manifests for the fuzz targets (no SDL: SplashTests uses it too).
        .target(name: "FuzzSupport", path: "Tests/FuzzSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TessellationTests", dependencies: ["Tessellation", "Geometry"]),
        .testTarget(
            name: "MotionTests",
            dependencies: [
                "Motion", "Geometry", .product(name: "PropertyBased", package: "swift-property-based")
            ]),
        .testTarget(
            name: "GesturesTests",
            dependencies: [
                "Gestures", "Geometry", "FuzzSupport", .product(name: "PropertyBased", package: "swift-property-based")
            ]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Gestures", "Geometry", "Motion", "SplashTestSupport"]),
        .testTarget(
            name: "SplashTests",
            dependencies: ["Splash", "PhotoLibrary", "Scene", "Gestures", "Geometry", "Motion", "FuzzSupport"]),
        .testTarget(
            name: "SessionTests", dependencies: ["Session", "Splash", "Platform", "Scene", "Geometry", "SplashTestSupport"]),
        .testTarget(name: "FilesTests", dependencies: ["Files", "CSDL2", "CX11", "SplashTestSupport"]),
        .testTarget(
            name: "PlatformTests",
            dependencies: [
                "Platform", "CSDL2", "CX11", "Scene", "Geometry", "Gestures", "Files", "FuzzSupport",
                "SplashTestSupport"
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "SplashCommandTests",
            dependencies: [
                "Splash", "Geometry", "Gestures", "Platform", "SplashTestSupport", "FuzzSupport",
                "SplashCommand"
            ],
            exclude: ["Golden"])
    ]
)
