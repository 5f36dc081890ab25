/**
* | output |
* | --- |
* | "port time" |
*
* @param {Tracking_Free_Port_Time_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time_words: ((inputs?: Tracking_Free_Port_Time_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_Time_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Port_Time_WordsInputs = {};
