/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Secret_HintInputs */

const en_profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored in the system keychain; Freight Desk never shows it again.`)
};

const es_profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se guarda en el llavero del sistema; Freight Desk no vuelve a mostrarlo.`)
};

const en_xa2_profile_form_secret_hint = /** @type {(inputs: Profile_Form_Secret_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šţóŕéð íñ ţĥé šýšţéɱ ķéýçĥáíñ; Ƒŕéíĝĥţ Ðéšķ ñéṽéŕ šĥóŵš íţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint = /** @type {((inputs?: Profile_Form_Secret_HintInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Secret_HintInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_form_secret_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_form_secret_hint(inputs)
	return en_profile_form_secret_hint(inputs)
});