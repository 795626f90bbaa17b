// One import for test files: the spec builder (AlertModel) and the record modes and tolerances
// (SnapshotCheck) appear in this module's API, so they come with it.
@_exported import AlertModel
@_exported import SnapshotCheck
