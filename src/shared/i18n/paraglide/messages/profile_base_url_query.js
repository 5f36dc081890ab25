/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Base_Url_QueryInputs */

const en_profile_base_url_query = /** @type {(inputs: Profile_Base_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL must not contain a query or fragment`)
};

const es_profile_base_url_query = /** @type {(inputs: Profile_Base_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL base no debe contener una consulta ni un fragmento`)
};

const en_xa2_profile_base_url_query = /** @type {(inputs: Profile_Base_Url_QueryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ ɱúšţ ñóţ çóñţáíñ á ǫúéŕý óŕ ƒŕáĝɱéñţ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Base URL must not contain a query or fragment" |
*
* @param {Profile_Base_Url_QueryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_query = /** @type {((inputs?: Profile_Base_Url_QueryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Base_Url_QueryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_base_url_query(inputs)
	if (locale === "en-XA") return en_xa2_profile_base_url_query(inputs)
	return en_profile_base_url_query(inputs)
});