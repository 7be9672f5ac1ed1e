// The cross-engine suite (suite.ts) in chromium.
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('chromium');
