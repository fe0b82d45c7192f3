import Geometry

// Geometry's value types animate component by component. Colours interpolate their
// straight (not premultiplied) channels; transforms their scales and translations.

extension Double: Animatable {
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public var componentMagnitude: Double { magnitude }
}

extension Point: Animatable {
    @inlinable public func scaled(by factor: Double) -> Point { Point(x: x * factor, y: y * factor) }
    @inlinable public var componentMagnitude: Double { max(x.magnitude, y.magnitude) }
}

extension Size: Animatable {
    @inlinable public static func + (a: Size, b: Size) -> Size {
        Size(width: a.width + b.width, height: a.height + b.height)
    }
    @inlinable public static func - (a: Size, b: Size) -> Size {
        Size(width: a.width - b.width, height: a.height - b.height)
    }
    @inlinable public func scaled(by factor: Double) -> Size {
        Size(width: width * factor, height: height * factor)
    }
    @inlinable public var componentMagnitude: Double { max(width.magnitude, height.magnitude) }
}

extension Rect: Animatable {
    @inlinable public static func + (a: Rect, b: Rect) -> Rect {
        Rect(origin: a.origin + b.origin, size: a.size + b.size)
    }
    @inlinable public static func - (a: Rect, b: Rect) -> Rect {
        Rect(origin: a.origin - b.origin, size: a.size - b.size)
    }
    @inlinable public func scaled(by factor: Double) -> Rect {
        Rect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
    }
    @inlinable public var componentMagnitude: Double {
        max(origin.componentMagnitude, size.componentMagnitude)
    }
}

extension Color: Animatable {
    /// Every channel 0, alpha included.
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, alpha: 0) }
    @inlinable public static func + (a: Color, b: Color) -> Color {
        Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
    }
    @inlinable public static func - (a: Color, b: Color) -> Color {
        Color(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha)
    }
    @inlinable public func scaled(by factor: Double) -> Color {
        Color(red: red * factor, green: green * factor, blue: blue * factor, alpha: alpha * factor)
    }
    @inlinable public var componentMagnitude: Double {
        max(max(red.magnitude, green.magnitude), max(blue.magnitude, alpha.magnitude))
    }
}

extension Transform: Animatable {
    /// Zero scale and zero translation: the additive zero, not `identity`.
    public static var zero: Transform { Transform(scaleX: 0, scaleY: 0, translateX: 0, translateY: 0) }
    @inlinable public static func + (a: Transform, b: Transform) -> Transform {
        Transform(
            scaleX: a.scaleX + b.scaleX, scaleY: a.scaleY + b.scaleY,
            translateX: a.translateX + b.translateX, translateY: a.translateY + b.translateY)
    }
    @inlinable public static func - (a: Transform, b: Transform) -> Transform {
        Transform(
            scaleX: a.scaleX - b.scaleX, scaleY: a.scaleY - b.scaleY,
            translateX: a.translateX - b.translateX, translateY: a.translateY - b.translateY)
    }
    @inlinable public func scaled(by factor: Double) -> Transform {
        Transform(
            scaleX: scaleX * factor, scaleY: scaleY * factor,
            translateX: translateX * factor, translateY: translateY * factor)
    }
    @inlinable public var componentMagnitude: Double {
        max(max(scaleX.magnitude, scaleY.magnitude), max(translateX.magnitude, translateY.magnitude))
    }
}
