// The async boundary module federation needs to negotiate shared singletons before any of them runs.
import('./bootstrap');
