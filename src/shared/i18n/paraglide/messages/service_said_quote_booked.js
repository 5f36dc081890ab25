/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shipment: NonNullable<unknown> }} Service_Said_Quote_BookedInputs */

const en_service_said_quote_booked = /** @type {(inputs: Service_Said_Quote_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This quote is already booked as shipment ${i?.shipment}`)
};

const es_service_said_quote_booked = /** @type {(inputs: Service_Said_Quote_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta cotización ya está reservada como envío ${i?.shipment}`)
};

const en_xa2_service_said_quote_booked = /** @type {(inputs: Service_Said_Quote_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ǫúóţé íš áļŕéáðý ƀóóķéð áš šĥíþɱéñţ ${i?.shipment} ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "This quote is already booked as shipment {shipment}" |
*
* @param {Service_Said_Quote_BookedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_quote_booked = /** @type {((inputs: Service_Said_Quote_BookedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Quote_BookedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_quote_booked(inputs)
	if (locale === "en-XA") return en_xa2_service_said_quote_booked(inputs)
	return en_service_said_quote_booked(inputs)
});