/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when} (entered by hand): {charged}" |
*
* @param {Tracking_Free_Stopped_Entered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_entered_text: ((inputs: Tracking_Free_Stopped_Entered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_Entered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Stopped_Entered_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
