/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Measurement_UnitInputs */

const en_rating_rule_field_measurement_unit = /** @type {(inputs: Rating_Rule_Field_Measurement_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`measurement unit`)
};

const es_rating_rule_field_measurement_unit = /** @type {(inputs: Rating_Rule_Field_Measurement_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la unidad de medida`)
};

const en_xa2_rating_rule_field_measurement_unit = /** @type {(inputs: Rating_Rule_Field_Measurement_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ɱéášúŕéɱéñţ úñíţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "measurement unit" |
*
* @param {Rating_Rule_Field_Measurement_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_measurement_unit = /** @type {((inputs?: Rating_Rule_Field_Measurement_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Measurement_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_measurement_unit(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_measurement_unit(inputs)
	return en_rating_rule_field_measurement_unit(inputs)
});