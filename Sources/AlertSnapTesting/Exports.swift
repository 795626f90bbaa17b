// One import for test files: the assertion API (this module), the spec types it takes, and the
// record modes and tolerances its calls name. Only those: the rest of AlertModel and
// SnapshotCheck (resolution, the key table, check's machinery) stays behind their own imports,
// so a test file's completion lists what a test author uses. A test that needs more (its own
// `SpecRendering`, a `ResolvedSpec`) imports AlertModel or SnapshotCheck itself.

// The spec: AlertSpec and the types of its keys (nested types come with it).
@_exported import struct AlertModel.AlertSpec
@_exported import typealias AlertModel.AlertAction
@_exported import enum AlertModel.ActionStyle
@_exported import enum AlertModel.ActionKind
@_exported import enum AlertModel.ActionLayoutMode
@_exported import struct AlertModel.ActionButtonsSpec
@_exported import struct AlertModel.ActionColorsSpec
@_exported import enum AlertModel.AndroidButtonRole
@_exported import enum AlertModel.AndroidLook
@_exported import enum AlertModel.AnimationPhase
@_exported import enum AlertModel.AnimationPreset
@_exported import enum AlertModel.Appearance
@_exported import enum Localization.CatalogArgument
@_exported import struct AlertModel.CatalogTextReference
@_exported import enum AlertModel.ColorValue
@_exported import enum AlertModel.ContentSize
@_exported import enum AlertModel.DialogPlatform
@_exported import enum AlertModel.CornerStyle
@_exported import enum AlertModel.FontWeight
@_exported import enum AlertModel.LayoutDirection
@_exported import enum AlertModel.LintLevel
@_exported import enum AlertModel.LintRule
@_exported import struct AlertModel.LintRuleLevels
@_exported import enum AlertModel.NamedColor
@_exported import enum AlertModel.Nullable
@_exported import enum AlertModel.Orientation
@_exported import struct AlertModel.PartialInsets
@_exported import enum AlertModel.Platform
@_exported import enum AlertModel.PreferredStyle
@_exported import enum AlertModel.PresentingTint
@_exported import struct AlertModel.RGBA8
@_exported import struct AlertModel.SourceRect
@_exported import struct SpecSyntax.SpecError
@_exported import enum AlertModel.SurfaceStyle
@_exported import enum AlertModel.TextAlignment
@_exported import enum AlertModel.ThemeName
@_exported import enum AlertModel.Truncation
@_exported import enum AlertModel.VariantKey
@_exported import struct AlertModel.VariantSet
@_exported import struct AlertModel.VariantValue

// What the assertions' parameters and outcome name.
@_exported import enum SnapshotCheck.RecordMode
@_exported import enum SnapshotCheck.CompareMode
@_exported import struct SnapshotCheck.SnapshotTolerance
@_exported import struct SnapshotCheck.ComparisonPolicy
@_exported import protocol SnapshotCheck.SpecRendering
@_exported import struct SnapshotCheck.GoldenVerification
@_exported import enum SnapshotCheck.SnapshotStatus
