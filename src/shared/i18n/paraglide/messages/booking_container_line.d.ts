/**
* | output |
* | --- |
* | "Container {container}, cargo line {line}" |
*
* @param {Booking_Container_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_line: ((inputs: Booking_Container_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Container_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Container_LineInputs = {
    container: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
