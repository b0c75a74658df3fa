import CollectionLayout
import Geometry
import Motion
import Testing

@Suite("Attribute interpolation")
struct InterpolationTests {
  let a = LayoutAttributes(element: cell(0), frame: rect(10, 10, 50, 50), alpha: 1, zIndex: 0)
  let b = LayoutAttributes(element: cell(0), frame: rect(110, 30, 150, 70), alpha: 0, zIndex: 3)

  @Test func midpointIsExact() {
    // Origin (10, 10) → (110, 30): (60, 20); size 50×50 → 150×70: 100×60; so the centre goes
    // (35, 35) → (185, 65) through (110, 50) = (60 + 50, 20 + 30). Alpha 1 → 0: 0.5.
    let mid = AttributeInterpolation.interpolate(a, b, progress: 0.5)
    #expect(mid.frame == rect(60, 20, 100, 60))
    #expect(mid.center == point(110, 50))
    #expect(mid.alpha == 0.5)
    // A quarter of the way: origin (35, 15), size 75×55, alpha 0.75.
    let quarter = AttributeInterpolation.interpolate(a, b, progress: 0.25)
    #expect(quarter.frame == rect(35, 15, 75, 55))
    #expect(quarter.alpha == 0.75)
  }

  @Test func endpointsAreExactAndZIndexSwitchesAtOnce() {
    #expect(AttributeInterpolation.interpolate(a, b, progress: 0) == a)
    #expect(AttributeInterpolation.interpolate(a, b, progress: 1) == b)
    // zIndex is not animatable: the destination's from the first instant after 0.
    #expect(AttributeInterpolation.interpolate(a, b, progress: 0).zIndex == 0)
    #expect(AttributeInterpolation.interpolate(a, b, progress: 0.001).zIndex == 3)
  }

  /// What the view shows switches at once like zIndex; an end without it (a deleted cell's final
  /// attributes) takes the other end's, so the cell is drawn all the way.
  @Test func theLookIsTheDestinationsOrTheOtherEndsWhenItHasNone() {
    var old = a
    old.payload = AttributesPayload("old look")
    var new = b
    new.payload = AttributesPayload("new look")
    #expect(AttributeInterpolation.interpolate(old, new, progress: 0).payload == AttributesPayload("old look"))
    #expect(AttributeInterpolation.interpolate(old, new, progress: 0.5).payload == AttributesPayload("new look"))
    let disappearing = AttributeInterpolation.interpolate(old, b, progress: 0.5)
    #expect(disappearing.payload == AttributesPayload("old look"))
    #expect(AttributeInterpolation.interpolate(old, b, progress: 1).payload == AttributesPayload("old look"))
    #expect(AttributeInterpolation.interpolate(a, new, progress: 0).payload == AttributesPayload("new look"))
  }

  @Test func hiddenEndsFadeAndOvershootIsClamped() {
    // Hidden counts as alpha 0: hidden → shown at alpha 0.8 gives 0.4 half-way, not hidden.
    var hidden = a
    hidden.isHidden = true
    var shown = a
    shown.alpha = 0.8
    let mid = AttributeInterpolation.interpolate(hidden, shown, progress: 0.5)
    #expect(mid.alpha == 0.4)
    #expect(!mid.isHidden)
    #expect(AttributeInterpolation.interpolate(hidden, hidden, progress: 0.5).isHidden)
    // An overshooting curve (progress 1.5): alpha 1 → 0 would be −0.5, clamped to 0; the
    // width 50 → 150 extrapolates to 200; a shrinking size stops at 0.
    let over = AttributeInterpolation.interpolate(a, b, progress: 1.5)
    #expect(over.alpha == 0)
    #expect(over.frame.width == 200)
    let shrink = AttributeInterpolation.interpolate(b, a, progress: 2)
    #expect(shrink.frame.width == 0)  // 150 + 2·(50 − 150) = −50 → 0
  }

  @Test func scalesAndTranslationsAreLinear() {
    // Scale 1 → 0.25 (exact binary fractions): 0.625 half-way, as a component-wise lerp gives.
    let mid = DecomposedTransform.interpolate(.identity, .scale(0.25, 0.25), progress: 0.5)
    #expect(mid == .scale(0.625, 0.625))
    // The line layout's zoom 1.5 → 1 with a translation (0, 0) → (8, −4): 1.25 and (4, −2).
    let zoom = AffineTransform.scale(1.5, 1.5)
    let moved = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 8, ty: -4)
    #expect(
      DecomposedTransform.interpolate(zoom, moved, progress: 0.5)
        == AffineTransform(a: 1.25, b: 0, c: 0, d: 1.25, tx: 4, ty: -2))
    // The circle layout's shrink to 0.1: 1 − 0.9·p, so 0.55 half-way (to within a rounding).
    let shrink = DecomposedTransform.interpolate(.identity, .scale(0.1, 0.1), progress: 0.5)
    #expect(abs(shrink.a - 0.55) < 1e-15 && abs(shrink.d - 0.55) < 1e-15 && shrink.b == 0 && shrink.c == 0)
    // Different scales per axis, and a reflection (negative y scale), stay linear per axis.
    #expect(DecomposedTransform.interpolate(.scale(2, 1), .scale(1, -1), progress: 0.5) == .scale(1.5, 0))
  }

  @Test func rotationsTurnInsteadOfShrinking() {
    // A quarter turn: half-way is exactly the eighth turn (angle π/4; the scale stays 1).
    let eighth = DecomposedTransform.interpolate(.identity, .rotation(Double.pi / 2), progress: 0.5)
    #expect(eighth == .rotation(Double.pi / 4))
    // A half turn [−1 0; 0 −1]: half-way is the quarter turn [0 −1; 1 0] (clockwise: the shorter
    // arc is ambiguous and the positive angle wins). A component-wise lerp would give the zero
    // matrix: the element would vanish half-way.
    let halfTurn = AffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
    #expect(
      DecomposedTransform.interpolate(.identity, halfTurn, progress: 0.5)
        == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    // The shorter arc: from +170° to −170° goes through 180°, not through 0°.
    let degree = Double.pi / 180
    let across = DecomposedTransform.interpolate(.rotation(170 * degree), .rotation(-170 * degree), progress: 0.5)
    #expect(abs(across.a - -1) < 1e-12 && abs(across.b) < 1e-12)
    // A collapsed end (scale 0) takes the other end's angle: no spin on the way to nothing.
    let quarter = AffineTransform.rotation(Double.pi / 2)
    let collapsing = DecomposedTransform.interpolate(quarter, .scale(0, 0), progress: 0.5)
    #expect(abs(collapsing.a) < 1e-12 && abs(collapsing.b - 0.5) < 1e-12)
    #expect(abs(collapsing.c - -0.5) < 1e-12 && abs(collapsing.d) < 1e-12)
  }

  @Test func decompositionIsExactForEveryKindOfTransform() {
    let samples: [AffineTransform] = [
      .identity, .scale(2, 3), .scale(-1, 1), .rotation(0.3), .rotation(-2.5),
      AffineTransform(a: 1, b: 0.2, c: 0.7, d: 1.1, tx: 5, ty: -6),
      AffineTransform(a: 0, b: 0, c: 2, d: 1, tx: 0, ty: 0),
    ]
    for sample in samples {
      let back = DecomposedTransform(sample).transform
      for (x, y) in [(sample.a, back.a), (sample.b, back.b), (sample.c, back.c), (sample.d, back.d)] {
        #expect(abs(x - y) < 1e-12, "\(sample)")
      }
      #expect(back.tx == sample.tx && back.ty == sample.ty)
    }
  }

  @Test func easingKeepsEndpointsExact() {
    let square = Easing { $0 * $0 }
    #expect(square(0.5) == 0.25)
    #expect(square(-1) == 0 && square(0) == 0 && square(.nan) == 0)
    #expect(square(1) == 1 && square(7) == 1)
    #expect(Easing.linear.progress(at: 1.5, start: 1, duration: 2) == 0.25)
    #expect(Easing.linear.progress(at: 1, start: 1, duration: 0) == 1)
    #expect(Easing.linear.progress(at: 0.9, start: 1, duration: 0) == 0)
    let overshoot = Easing { $0 * 1.2 }
    #expect(overshoot(0.5) == 0.6)
  }
}
