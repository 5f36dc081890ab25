/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown> }} Rating_Rule_Service_TypeInputs */

const en_rating_rule_service_type = /** @type {(inputs: Rating_Rule_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} must be CY (container yard) or SD (store door)`)
};

const es_rating_rule_service_type = /** @type {(inputs: Rating_Rule_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} debe ser CY (terminal de contenedores) o SD (puerta del almacén)`)
};

const en_xa2_rating_rule_service_type = /** @type {(inputs: Rating_Rule_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} ɱúšţ ƀé ÇÝ (çóñţáíñéŕ ýáŕð) óŕ ŠÐ (šţóŕé ðóóŕ) ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{field} must be CY (container yard) or SD (store door)" |
*
* @param {Rating_Rule_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_service_type = /** @type {((inputs: Rating_Rule_Service_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Service_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_service_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_service_type(inputs)
	return en_rating_rule_service_type(inputs)
});