/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Main_Store_Draft_KeyInputs */

const en_main_store_draft_key = /** @type {(inputs: Main_Store_Draft_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.key}" cannot name a draft: 1 to 120 letters, digits or . / : _ -.`)
};

const es_main_store_draft_key = /** @type {(inputs: Main_Store_Draft_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.key}» no puede dar nombre a un borrador: de 1 a 120 letras, cifras o . / : _ -.`)
};

const en_xa2_main_store_draft_key = /** @type {(inputs: Main_Store_Draft_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`["${i?.key}" çáññóţ ñáɱé á ðŕáƒţ: 1 ţó 120 ļéţţéŕš, ðíĝíţš óŕ . / : _ -. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "\"{key}\" cannot name a draft: 1 to 120 letters, digits or . / : _ -." |
*
* @param {Main_Store_Draft_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_draft_key = /** @type {((inputs: Main_Store_Draft_KeyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Draft_KeyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_draft_key(inputs)
	if (locale === "en-XA") return en_xa2_main_store_draft_key(inputs)
	return en_main_store_draft_key(inputs)
});