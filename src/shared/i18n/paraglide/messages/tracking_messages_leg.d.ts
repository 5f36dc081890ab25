/**
* | output |
* | --- |
* | "Leg {number}" |
*
* @param {Tracking_Messages_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_leg: ((inputs: Tracking_Messages_LegInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_LegInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Messages_LegInputs = {
    number: NonNullable<unknown>;
};
