/**
* | output |
* | --- |
* | "{name}: starts at {event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time" |
*
* @param {Tracking_Free_Start_Unreported_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported_text: ((inputs: Tracking_Free_Start_Unreported_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Start_Unreported_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Start_Unreported_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
