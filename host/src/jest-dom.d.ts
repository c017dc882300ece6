// Types of the jest-dom matchers the preset installs (toBeInTheDocument, ...).
import '@testing-library/jest-dom';
