/**
* | output |
* | --- |
* | "{name}: free time starts at {event}, {notYet}" |
*
* @param {Tracking_Free_Not_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started_text: ((inputs: Tracking_Free_Not_Started_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Started_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_Started_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    notYet: NonNullable<unknown>;
};
