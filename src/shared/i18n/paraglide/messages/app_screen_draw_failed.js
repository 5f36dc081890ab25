/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ screen: NonNullable<unknown> }} App_Screen_Draw_FailedInputs */

const en_app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} could not show what it received`)
};

const es_app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.screen} no pudo mostrar lo que recibió`)
};

const en_xa2_app_screen_draw_failed = /** @type {(inputs: App_Screen_Draw_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.screen} çóúļð ñóţ šĥóŵ ŵĥáţ íţ ŕéçéíṽéð ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed = /** @type {((inputs: App_Screen_Draw_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Screen_Draw_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_screen_draw_failed(inputs)
	if (locale === "en-XA") return en_xa2_app_screen_draw_failed(inputs)
	return en_app_screen_draw_failed(inputs)
});