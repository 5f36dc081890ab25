/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Main_Store_Profile_IdInputs */

const en_main_store_profile_id = /** @type {(inputs: Main_Store_Profile_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" cannot name a local store: a profile id is 1 to 100 letters, digits, "-" or "_".`)
};

const es_main_store_profile_id = /** @type {(inputs: Main_Store_Profile_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.id}» no puede dar nombre a un almacén local: el id de un perfil tiene de 1 a 100 letras, cifras, «-» o «_».`)
};

const en_xa2_main_store_profile_id = /** @type {(inputs: Main_Store_Profile_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.id}" çáññóţ ñáɱé á ļóçáļ šţóŕé: á þŕóƒíļé íð íš 1 ţó 100 ļéţţéŕš, ðíĝíţš, "-" óŕ "_". ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "\"{id}\" cannot name a local store: a profile id is 1 to 100 letters, digits, \"-\" or \"_\"." |
*
* @param {Main_Store_Profile_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_profile_id = /** @type {((inputs: Main_Store_Profile_IdInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Profile_IdInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_profile_id(inputs)
	if (locale === "en-XA") return en_xa2_main_store_profile_id(inputs)
	return en_main_store_profile_id(inputs)
});