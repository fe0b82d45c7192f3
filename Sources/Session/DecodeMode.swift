/// Whether images decode inside the step that asks for them or on background threads.
public enum DecodeMode: String, CaseIterable, Sendable {
    case sync
    case background
}
