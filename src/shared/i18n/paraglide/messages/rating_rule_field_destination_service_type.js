/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Destination_Service_TypeInputs */

const en_rating_rule_field_destination_service_type = /** @type {(inputs: Rating_Rule_Field_Destination_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`destination service type`)
};

const es_rating_rule_field_destination_service_type = /** @type {(inputs: Rating_Rule_Field_Destination_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el tipo de servicio en destino`)
};

const en_xa2_rating_rule_field_destination_service_type = /** @type {(inputs: Rating_Rule_Field_Destination_Service_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéšţíñáţíóñ šéŕṽíçé ţýþé ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "destination service type" |
*
* @param {Rating_Rule_Field_Destination_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_destination_service_type = /** @type {((inputs?: Rating_Rule_Field_Destination_Service_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Destination_Service_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_destination_service_type(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_destination_service_type(inputs)
	return en_rating_rule_field_destination_service_type(inputs)
});