import ArgumentParser

/// Whether images decode inside the step that asks for them or on background threads.
enum DecodeMode: String, ExpressibleByArgument, CaseIterable {
    case sync
    case background
}
