// The cross-engine suite (suite.ts) in firefox.
import { crossEngineSuite } from './suite.ts';

crossEngineSuite('firefox');
