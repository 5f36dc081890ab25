/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Bring_All_To_FrontInputs */

const en_menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring All to Front`)
};

const es_menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traer todo al frente`)
};

const en_xa2_menu_bring_all_to_front = /** @type {(inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓŕíñĝ Áļļ ţó Ƒŕóñţ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front = /** @type {((inputs?: Menu_Bring_All_To_FrontInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Bring_All_To_FrontInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_bring_all_to_front(inputs)
	if (locale === "en-XA") return en_xa2_menu_bring_all_to_front(inputs)
	return en_menu_bring_all_to_front(inputs)
});