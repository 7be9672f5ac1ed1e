// The cross-engine suite (suite.ts) in webkit.
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('webkit');
