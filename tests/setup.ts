import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// Forms with MUI render slower under happy-dom than in a browser; wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });
