/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Base_Url_HttpsInputs */

const en_profile_base_url_https = /** @type {(inputs: Profile_Base_Url_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL must use https (plain http is allowed only on this computer: 127.0.0.1 or localhost)`)
};

const es_profile_base_url_https = /** @type {(inputs: Profile_Base_Url_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La URL base debe usar https (http sin cifrar solo se admite en este equipo: 127.0.0.1 o localhost)`)
};

const en_xa2_profile_base_url_https = /** @type {(inputs: Profile_Base_Url_HttpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÚŔĻ ɱúšţ úšé ĥţţþš (þļáíñ ĥţţþ íš áļļóŵéð óñļý óñ ţĥíš çóɱþúţéŕ: 127.0.0.1 óŕ ļóçáļĥóšţ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Base URL must use https (plain http is allowed only on this computer: 127.0.0.1 or localhost)" |
*
* @param {Profile_Base_Url_HttpsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_https = /** @type {((inputs?: Profile_Base_Url_HttpsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Base_Url_HttpsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_base_url_https(inputs)
	if (locale === "en-XA") return en_xa2_profile_base_url_https(inputs)
	return en_profile_base_url_https(inputs)
});