/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Service_Said_Quote_ExpiredInputs */

const en_service_said_quote_expired = /** @type {(inputs: Service_Said_Quote_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The quote expired on ${i?.when}: rate the shipment again and book a current rate`)
};

const es_service_said_quote_expired = /** @type {(inputs: Service_Said_Quote_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La cotización caducó el ${i?.when}: vuelva a tarificar el envío y reserve una tarifa vigente`)
};

const en_xa2_service_said_quote_expired = /** @type {(inputs: Service_Said_Quote_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ǫúóţé éẋþíŕéð óñ ${i?.when}: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð ƀóóķ á çúŕŕéñţ ŕáţé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The quote expired on {when}: rate the shipment again and book a current rate" |
*
* @param {Service_Said_Quote_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_quote_expired = /** @type {((inputs: Service_Said_Quote_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Quote_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_quote_expired(inputs)
	if (locale === "en-XA") return en_xa2_service_said_quote_expired(inputs)
	return en_service_said_quote_expired(inputs)
});