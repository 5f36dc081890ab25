/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Update_DetailInputs */

const en_main_update_detail = /** @type {(inputs: Main_Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restart now to use it, or choose Later: it installs the next time you quit Freight Desk.`)
};

const es_main_update_detail = /** @type {(inputs: Main_Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reinicie ahora para usarlo, o elija Más tarde: se instalará la próxima vez que cierre Freight Desk.`)
};

const en_xa2_main_update_detail = /** @type {(inputs: Main_Update_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţáŕţ ñóŵ ţó úšé íţ, óŕ çĥóóšé Ļáţéŕ: íţ íñšţáļļš ţĥé ñéẋţ ţíɱé ýóú ǫúíţ Ƒŕéíĝĥţ Ðéšķ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Restart now to use it, or choose Later: it installs the next time you quit Freight Desk." |
*
* @param {Main_Update_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_detail = /** @type {((inputs?: Main_Update_DetailInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Update_DetailInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_update_detail(inputs)
	if (locale === "en-XA") return en_xa2_main_update_detail(inputs)
	return en_main_update_detail(inputs)
});