/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Said_Rate_Not_FoundInputs */

const en_service_said_rate_not_found = /** @type {(inputs: Service_Said_Rate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service no longer has this rate: rate the shipment again and save one of the new rates`)
};

const es_service_said_rate_not_found = /** @type {(inputs: Service_Said_Rate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servicio ya no tiene esta tarifa: vuelva a tarificar el envío y guarde una de las nuevas`)
};

const en_xa2_service_said_rate_not_found = /** @type {(inputs: Service_Said_Rate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ñó ļóñĝéŕ ĥáš ţĥíš ŕáţé: ŕáţé ţĥé šĥíþɱéñţ áĝáíñ áñð šáṽé óñé óƒ ţĥé ñéŵ ŕáţéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The service no longer has this rate: rate the shipment again and save one of the new rates" |
*
* @param {Service_Said_Rate_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_rate_not_found = /** @type {((inputs?: Service_Said_Rate_Not_FoundInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Rate_Not_FoundInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_rate_not_found(inputs)
	if (locale === "en-XA") return en_xa2_service_said_rate_not_found(inputs)
	return en_service_said_rate_not_found(inputs)
});