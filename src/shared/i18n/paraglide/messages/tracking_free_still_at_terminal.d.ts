/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still at the terminal" |
*
* @param {Tracking_Free_Still_At_TerminalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_at_terminal: ((inputs: Tracking_Free_Still_At_TerminalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_At_TerminalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Still_At_TerminalInputs = {
    stop: NonNullable<unknown>;
};
