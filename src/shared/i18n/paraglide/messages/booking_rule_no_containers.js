/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rule_No_ContainersInputs */

const en_booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Containers must hold at least one container`)
};

const es_booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos un contenedor`)
};

const en_xa2_booking_rule_no_containers = /** @type {(inputs: Booking_Rule_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóñţáíñéŕš ɱúšţ ĥóļð áţ ļéášţ óñé çóñţáíñéŕ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Containers must hold at least one container" |
*
* @param {Booking_Rule_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_containers = /** @type {((inputs?: Booking_Rule_No_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_no_containers(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_no_containers(inputs)
	return en_booking_rule_no_containers(inputs)
});