/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Main_Profile_Name_TakenInputs */

const en_main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A profile named “${i?.name}” already exists.`)
};

const es_main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya existe un perfil llamado «${i?.name}».`)
};

const en_xa2_main_profile_name_taken = /** @type {(inputs: Main_Profile_Name_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Á þŕóƒíļé ñáɱéð “${i?.name}” áļŕéáðý éẋíšţš. ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "A profile named “{name}” already exists." |
*
* @param {Main_Profile_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken = /** @type {((inputs: Main_Profile_Name_TakenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Profile_Name_TakenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_profile_name_taken(inputs)
	if (locale === "en-XA") return en_xa2_main_profile_name_taken(inputs)
	return en_main_profile_name_taken(inputs)
});