/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Origin_Un_Loc_CodeInputs */

const en_rating_rule_field_origin_un_loc_code = /** @type {(inputs: Rating_Rule_Field_Origin_Un_Loc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`UN/LOCODE of the port of loading`)
};

const es_rating_rule_field_origin_un_loc_code = /** @type {(inputs: Rating_Rule_Field_Origin_Un_Loc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el UN/LOCODE del puerto de carga`)
};

const en_xa2_rating_rule_field_origin_un_loc_code = /** @type {(inputs: Rating_Rule_Field_Origin_Un_Loc_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÚÑ/ĻÓÇÓÐÉ óƒ ţĥé þóŕţ óƒ ļóáðíñĝ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "UN/LOCODE of the port of loading" |
*
* @param {Rating_Rule_Field_Origin_Un_Loc_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_origin_un_loc_code = /** @type {((inputs?: Rating_Rule_Field_Origin_Un_Loc_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Origin_Un_Loc_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_origin_un_loc_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_origin_un_loc_code(inputs)
	return en_rating_rule_field_origin_un_loc_code(inputs)
});