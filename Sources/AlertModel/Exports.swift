// Every spec API here throws `SpecError` and hands out `JSONValue`s, so a module that imports
// AlertModel gets SpecSyntax with it.
@_exported import SpecSyntax
