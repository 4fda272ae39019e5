// The domain (forecast models, KST time, each source's reading, the outfit engine) is its own target, unable to import
// the transport, the cache or the CLI; KkeulmitCore re-exports it, so the library keeps the design card's contents.
@_exported import KkeulmitDomain
