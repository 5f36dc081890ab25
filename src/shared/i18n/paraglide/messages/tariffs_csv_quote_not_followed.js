/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_Quote_Not_FollowedInputs */

const en_tariffs_csv_quote_not_followed = /** @type {(inputs: Tariffs_Csv_Quote_Not_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a closing quote must be followed by a comma`)
};

const es_tariffs_csv_quote_not_followed = /** @type {(inputs: Tariffs_Csv_Quote_Not_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unas comillas de cierre deben ir seguidas de una coma`)
};

const en_xa2_tariffs_csv_quote_not_followed = /** @type {(inputs: Tariffs_Csv_Quote_Not_FollowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[á çļóšíñĝ ǫúóţé ɱúšţ ƀé ƒóļļóŵéð ƀý á çóɱɱá ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "a closing quote must be followed by a comma" |
*
* @param {Tariffs_Csv_Quote_Not_FollowedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_quote_not_followed = /** @type {((inputs?: Tariffs_Csv_Quote_Not_FollowedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Quote_Not_FollowedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_quote_not_followed(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_quote_not_followed(inputs)
	return en_tariffs_csv_quote_not_followed(inputs)
});