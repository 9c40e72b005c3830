/// A consumer of injected dependencies that can swap one of them in a single expression.
///
/// Conforming adds ``injecting(_:for:fileID:line:)-(_,WritableKeyPath<Self,Value>,StaticString,UInt)``,
/// which returns a changed copy, and for classes
/// ``injecting(_:for:fileID:line:)-(_,ReferenceWritableKeyPath<Self,Value>,StaticString,UInt)``, which
/// changes the object itself; there is nothing to implement. `@Injected` works in types that do not
/// conform, too.
///
/// ```swift
/// import SwiftUI
///
/// struct RemoteImage: View, Injectable {
///     @Injected(\.imageDownloader) var downloader
///     let url: URL
///     var body: some View { Text(url.lastPathComponent) }
/// }
///
/// let image = RemoteImage(url: url).injecting(MockDownloader(), for: \.downloader)
/// ```
public protocol Injectable {}
