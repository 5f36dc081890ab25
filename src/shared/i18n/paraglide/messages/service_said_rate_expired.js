/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Service_Said_Rate_ExpiredInputs */

const en_service_said_rate_expired = /** @type {(inputs: Service_Said_Rate_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rate expired on ${i?.when}: rate the shipment again for a current price`)
};

const es_service_said_rate_expired = /** @type {(inputs: Service_Said_Rate_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La tarifa caducó el ${i?.when}: vuelva a tarificar el envío para tener un precio vigente`)
};

const en_xa2_service_said_rate_expired = /** @type {(inputs: Service_Said_Rate_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕáţé éẋþíŕéð óñ ${i?.when}: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ ƒóŕ á çúŕŕéñţ þŕíçé ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The rate expired on {when}: rate the shipment again for a current price" |
*
* @param {Service_Said_Rate_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_rate_expired = /** @type {((inputs: Service_Said_Rate_ExpiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Rate_ExpiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_rate_expired(inputs)
	if (locale === "en-XA") return en_xa2_service_said_rate_expired(inputs)
	return en_service_said_rate_expired(inputs)
});