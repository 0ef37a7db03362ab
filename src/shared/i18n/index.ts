export { FormatjsTranslator, type MessageProblemReporter, type MessageValues } from './formatjs-translator';
