/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Profile_Name_Too_LongInputs */

const en_profile_name_too_long = /** @type {(inputs: Profile_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name must be at most ${i?.max} characters`)
};

const es_profile_name_too_long = /** @type {(inputs: Profile_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre admite como máximo ${i?.max} caracteres`)
};

const en_xa2_profile_name_too_long = /** @type {(inputs: Profile_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ɱúšţ ƀé áţ ɱóšţ ${i?.max} çĥáŕáçţéŕš ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Name must be at most {max} characters" |
*
* @param {Profile_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_name_too_long = /** @type {((inputs: Profile_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Name_Too_LongInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_name_too_long(inputs)
	if (locale === "en-XA") return en_xa2_profile_name_too_long(inputs)
	return en_profile_name_too_long(inputs)
});