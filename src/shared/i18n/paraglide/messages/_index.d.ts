/**
* | output |
* | --- |
* | "Freight Desk" |
*
* @param {App_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_name: ((inputs?: App_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Opening {screen}…" |
*
* @param {App_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_opening: ((inputs: App_OpeningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_OpeningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load: ((inputs?: App_Part_Failed_To_LoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Part_Failed_To_LoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not show what it received" |
*
* @param {App_Screen_Draw_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_draw_failed: ((inputs: App_Screen_Draw_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Draw_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Part of this screen failed while showing what the freight service sent{detail}. Try again; if it keeps happening, report it with what you were doing." |
*
* @param {App_Screen_Failed_DrawingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_failed_drawing: ((inputs: App_Screen_Failed_DrawingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Failed_DrawingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{screen} could not be opened" |
*
* @param {App_Screen_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_screen_open_failed: ((inputs: App_Screen_Open_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Screen_Open_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {App_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_skip_to_content: ((inputs?: App_Skip_To_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Skip_To_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Appearance_DarkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_dark: ((inputs?: Appearance_DarkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DarkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How Freight Desk looks and speaks on this computer." |
*
* @param {Appearance_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_description: ((inputs?: Appearance_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Appearance_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language: ((inputs?: Appearance_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint: ((inputs?: Appearance_Language_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the language" |
*
* @param {Appearance_Language_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_save_failed: ((inputs?: Appearance_Language_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Light" |
*
* @param {Appearance_LightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_light: ((inputs?: Appearance_LightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_LightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the appearance settings" |
*
* @param {Appearance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_read_failed: ((inputs?: Appearance_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System" |
*
* @param {Appearance_SystemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_system: ((inputs?: Appearance_SystemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_SystemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Appearance_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme: ((inputs?: Appearance_ThemeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_ThemeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint: ((inputs?: Appearance_Theme_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed: ((inputs?: Appearance_Theme_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Appearance" |
*
* @param {Appearance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_title: ((inputs?: Appearance_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As of" |
*
* @param {As_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of: ((inputs?: As_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not fetched yet" |
*
* @param {As_Of_Not_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_not_fetched: ((inputs?: As_Of_Not_FetchedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_Not_FetchedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved copy as of" |
*
* @param {As_Of_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const as_of_saved: ((inputs?: As_Of_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<As_Of_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No {noun} found for “{searched}”. Check the spelling or try another name or code." |
*
* @param {Autocomplete_None_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_none_found: ((inputs: Autocomplete_None_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_None_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer: ((inputs?: Autocomplete_Saved_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Saved_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching for “{searched}”…" |
*
* @param {Autocomplete_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_searching: ((inputs: Autocomplete_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Autocomplete_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_suggestions: ((inputs?: Autocomplete_SuggestionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_SuggestionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Basket_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove: ((inputs?: Basket_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {file}" |
*
* @param {Basket_Remove_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const basket_remove_file: ((inputs: Basket_Remove_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basket_Remove_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add cargo line" |
*
* @param {Booking_Cargo_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add: ((inputs?: Booking_Cargo_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add cargo line of container {container}" |
*
* @param {Booking_Cargo_Add_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_add_of_container: ((inputs: Booking_Cargo_Add_Of_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_Add_Of_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo line {line}" |
*
* @param {Booking_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_line: ((inputs: Booking_Cargo_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "of container {container}" |
*
* @param {Booking_Cargo_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_of_container: ((inputs: Booking_Cargo_Of_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_Of_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove cargo line {line}" |
*
* @param {Booking_Cargo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove: ((inputs: Booking_Cargo_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove cargo line {line} of container {container}" |
*
* @param {Booking_Cargo_Remove_Of_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove_of_container: ((inputs: Booking_Cargo_Remove_Of_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_Remove_Of_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Booking_Col_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_col_mode: ((inputs?: Booking_Col_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Col_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container {container}" |
*
* @param {Booking_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container: ((inputs: Booking_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add container" |
*
* @param {Booking_Container_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_add: ((inputs?: Booking_Container_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Container_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container {container}, cargo line {line}" |
*
* @param {Booking_Container_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_line: ((inputs: Booking_Container_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Container_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove container {container}" |
*
* @param {Booking_Container_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_container_remove: ((inputs: Booking_Container_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Container_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the booking describes one." |
* | * | "the booking describes {shown}." |
*
* @param {Booking_Containers_Booking_DescribesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_booking_describes: ((inputs: Booking_Containers_Booking_DescribesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Containers_Booking_DescribesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote is for one container;" |
* | * | "The quote is for {shown} containers;" |
*
* @param {Booking_Containers_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_quote_for: ((inputs: Booking_Containers_Quote_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Containers_Quote_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} form filled in on this desk and not booked yet, the latest first" |
* | * | "{shown} forms filled in on this desk and not booked yet, the latest first" |
*
* @param {Booking_Drafts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_description: ((inputs: Booking_Drafts_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "kept" |
*
* @param {Booking_Drafts_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_kept: ((inputs?: Booking_Drafts_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "carrier not given" |
*
* @param {Booking_Drafts_No_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_carrier: ((inputs?: Booking_Drafts_No_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_No_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No contact typed yet" |
*
* @param {Booking_Drafts_No_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_no_contact: ((inputs?: Booking_Drafts_No_ContactInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_No_ContactInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "its quote is no longer among the saved quotes" |
*
* @param {Booking_Drafts_Quote_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_quote_gone: ((inputs?: Booking_Drafts_Quote_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_Quote_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the bookings in progress" |
*
* @param {Booking_Drafts_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_read_failed: ((inputs?: Booking_Drafts_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Booking_Drafts_ResumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_resume: ((inputs?: Booking_Drafts_ResumeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_ResumeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "saved quote" |
*
* @param {Booking_Drafts_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_saved_quote: ((inputs?: Booking_Drafts_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the {mode} booking" |
*
* @param {Booking_Drafts_The_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_booking: ((inputs: Booking_Drafts_The_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_The_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the {mode} form" |
*
* @param {Booking_Drafts_The_FormInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_form: ((inputs: Booking_Drafts_The_FormInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_The_FormInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings in progress" |
*
* @param {Booking_Drafts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_title: ((inputs?: Booking_Drafts_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Booking_Field_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address: ((inputs?: Booking_Field_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Street, postal code and city." |
*
* @param {Booking_Field_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_address_hint: ((inputs?: Booking_Field_Address_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Address_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Booking_Field_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_company: ((inputs?: Booking_Field_CompanyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_CompanyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contact person" |
*
* @param {Booking_Field_Contact_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_contact_person: ((inputs?: Booking_Field_Contact_PersonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Contact_PersonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Booking_Field_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_delivery_notes: ((inputs?: Booking_Field_Delivery_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Delivery_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Booking_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_description: ((inputs?: Booking_Field_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "EDI type" |
*
* @param {Booking_Field_Edi_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type: ((inputs?: Booking_Field_Edi_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Edi_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 204" |
*
* @param {Booking_Field_Edi_Type_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type_placeholder: ((inputs?: Booking_Field_Edi_Type_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Edi_Type_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Booking_Field_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_email: ((inputs?: Booking_Field_EmailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_EmailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "HS code" |
*
* @param {Booking_Field_Hs_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code: ((inputs?: Booking_Field_Hs_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Hs_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 8401.10" |
*
* @param {Booking_Field_Hs_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code_placeholder: ((inputs?: Booking_Field_Hs_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Hs_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Incoterm" |
*
* @param {Booking_Field_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm: ((inputs?: Booking_Field_IncotermInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_IncotermInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Incoterms 2020." |
*
* @param {Booking_Field_Incoterm_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm_hint: ((inputs?: Booking_Field_Incoterm_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Incoterm_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional." |
*
* @param {Booking_Field_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_optional: ((inputs?: Booking_Field_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Booking_Field_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone: ((inputs?: Booking_Field_PhoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_PhoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Phone prefix" |
*
* @param {Booking_Field_Phone_PrefixInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix: ((inputs?: Booking_Field_Phone_PrefixInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Phone_PrefixInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Without the +, e.g. 34." |
*
* @param {Booking_Field_Phone_Prefix_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix_hint: ((inputs?: Booking_Field_Phone_Prefix_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Phone_Prefix_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup from" |
*
* @param {Booking_Field_Pickup_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_from: ((inputs?: Booking_Field_Pickup_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup notes" |
*
* @param {Booking_Field_Pickup_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes: ((inputs?: Booking_Field_Pickup_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dock, opening hours, who to ask for." |
*
* @param {Booking_Field_Pickup_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes_hint: ((inputs?: Booking_Field_Pickup_Notes_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_Notes_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup until" |
*
* @param {Booking_Field_Pickup_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_until: ((inputs?: Booking_Field_Pickup_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Booking_Field_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_quantity: ((inputs?: Booking_Field_QuantityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_QuantityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Track this shipment" |
*
* @param {Booking_Field_TrackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track: ((inputs?: Booking_Field_TrackInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_TrackInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking messages from the carrier as the shipment moves." |
*
* @param {Booking_Field_Track_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_track_hint: ((inputs?: Booking_Field_Track_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Track_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Booking_Field_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_volume: ((inputs?: Booking_Field_VolumeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_VolumeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Booking_Field_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_weight: ((inputs?: Booking_Field_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "before booking it again." |
*
* @param {Booking_Flow_Before_Booking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_before_booking_again: ((inputs?: Booking_Flow_Before_Booking_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Before_Booking_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "and book a current quote." |
*
* @param {Booking_Flow_Book_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_book_current: ((inputs?: Booking_Flow_Book_CurrentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Book_CurrentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked." |
*
* @param {Booking_Flow_BookedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked: ((inputs?: Booking_Flow_BookedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_BookedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked: shipment {code}." |
*
* @param {Booking_Flow_Booked_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked_shipment: ((inputs: Booking_Flow_Booked_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Booked_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Tracking" |
*
* @param {Booking_Flow_Check_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking: ((inputs?: Booking_Flow_Check_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Check_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Tracking for {agency} shipments" |
*
* @param {Booking_Flow_Check_Tracking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking_for: ((inputs: Booking_Flow_Check_Tracking_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Check_Tracking_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An earlier attempt to book this quote ended with an unknown outcome." |
*
* @param {Booking_Flow_Earlier_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_earlier_unknown: ((inputs?: Booking_Flow_Earlier_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Earlier_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This quote expired on {date}; it cannot be booked." |
*
* @param {Booking_Flow_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_expired: ((inputs: Booking_Flow_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The booking was not made" |
*
* @param {Booking_Flow_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_not_made: ((inputs?: Booking_Flow_Not_MadeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Not_MadeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filled in from the rating: {filled}. Check them and add what the rating did not ask." |
*
* @param {Booking_Flow_PrefilledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_prefilled: ((inputs: Booking_Flow_PrefilledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_PrefilledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier’s price is no longer guaranteed:" |
*
* @param {Booking_Flow_Price_Not_GuaranteedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_price_not_guaranteed: ((inputs?: Booking_Flow_Price_Not_GuaranteedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Price_Not_GuaranteedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "rate the shipment again" |
*
* @param {Booking_Flow_Rate_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_rate_again: ((inputs?: Booking_Flow_Rate_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Rate_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sending the booking…" |
*
* @param {Booking_Flow_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_sending: ((inputs?: Booking_Flow_SendingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_SendingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check: ((inputs?: Booking_Flow_Unknown_CheckInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_CheckInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment with {agency} is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_Check_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check_with: ((inputs: Booking_Flow_Unknown_Check_WithInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_Check_WithInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Do not book this quote again yet." |
*
* @param {Booking_Flow_Unknown_Do_Not_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_do_not_book: ((inputs?: Booking_Flow_Unknown_Do_Not_BookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_Do_Not_BookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment." |
*
* @param {Booking_Flow_Unknown_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_sent: ((inputs?: Booking_Flow_Unknown_SentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_SentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the booking may or may not have been made" |
*
* @param {Booking_Flow_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_what: ((inputs?: Booking_Flow_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose an incoterm" |
*
* @param {Booking_Form_Choose_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_incoterm: ((inputs?: Booking_Form_Choose_IncotermInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Choose_IncotermInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Booking_Form_Choose_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_time: ((inputs?: Booking_Form_Choose_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Choose_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking details" |
*
* @param {Booking_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_label: ((inputs?: Booking_Form_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The carrier needs a window of at least {shown} minute." |
* | * | "The carrier needs a window of at least {shown} minutes." |
*
* @param {Booking_Form_Min_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_min_window: ((inputs: Booking_Form_Min_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Min_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "One field needs attention before the booking can be reviewed." |
* | * | "{shown} fields need attention before the booking can be reviewed." |
*
* @param {Booking_Form_Need_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_need_attention: ((inputs: Booking_Form_Need_AttentionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Need_AttentionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Next: check everything once more, then book." |
*
* @param {Booking_Form_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_next: ((inputs?: Booking_Form_NextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_NextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Booking_Form_No_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_no_incoterm: ((inputs?: Booking_Form_No_IncotermInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_No_IncotermInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Review booking" |
*
* @param {Booking_Form_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_review: ((inputs?: Booking_Form_ReviewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_ReviewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the pickup times the carrier offers…" |
*
* @param {Booking_Form_Times_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_loading: ((inputs?: Booking_Form_Times_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier offered no pickup times: type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_none: ((inputs?: Booking_Form_Times_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Times the carrier offers." |
*
* @param {Booking_Form_Times_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_offered: ((inputs?: Booking_Form_Times_OfferedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_OfferedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier’s pickup times could not be asked for ({reason}): type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_UnansweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_unanswered: ((inputs: Booking_Form_Times_UnansweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_UnansweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to Quotes" |
*
* @param {Booking_Go_To_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_go_to_quotes: ((inputs?: Booking_Go_To_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Go_To_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code." |
*
* @param {Booking_Hs_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning: ((inputs?: Booking_Hs_WarningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_WarningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{where}, HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_at: ((inputs: Booking_Hs_Warning_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_Warning_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "HS code “{code}”: {warning}" |
*
* @param {Booking_Hs_Warning_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning_code: ((inputs: Booking_Hs_Warning_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_Warning_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} booking on this account, newest first. Open one to follow it in Tracking." |
* | * | "{shown} bookings on this account, newest first. Open one to follow it in Tracking." |
*
* @param {Booking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_count: ((inputs: Booking_List_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every shipment booked on this account, newest first." |
*
* @param {Booking_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_description: ((inputs?: Booking_List_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes." |
*
* @param {Booking_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_text: ((inputs?: Booking_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No bookings yet" |
*
* @param {Booking_List_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_title: ((inputs?: Booking_List_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_Empty_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the bookings" |
*
* @param {Booking_List_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_read_failed: ((inputs?: Booking_List_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the bookings…" |
*
* @param {Booking_List_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_reading: ((inputs?: Booking_List_ReadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_ReadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Booking_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_title: ((inputs?: Booking_List_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked in Freight Desk: the freight service books {modes} only." |
*
* @param {Booking_Not_Bookable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_not_bookable_reason: ((inputs: Booking_Not_Bookable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_Bookable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open shipment" |
*
* @param {Booking_Open_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_open_shipment: ((inputs?: Booking_Open_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Open_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "one cargo line" |
* | * | "{shown} cargo lines" |
*
* @param {Booking_Prefill_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_cargo_lines: ((inputs: Booking_Prefill_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the container and weights" |
* | * | "{shown} containers and weights" |
*
* @param {Booking_Prefill_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_containers: ((inputs: Booking_Prefill_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the goods description" |
*
* @param {Booking_Prefill_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_goods: ((inputs?: Booking_Prefill_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the places of the rating in the address lines" |
*
* @param {Booking_Prefill_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_places: ((inputs?: Booking_Prefill_PlacesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_PlacesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It was booked from this desk as shipment" |
*
* @param {Booking_Quote_Booked_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_as: ((inputs?: Booking_Quote_Booked_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Booked_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This quote has been booked" |
*
* @param {Booking_Quote_Booked_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_title: ((inputs?: Booking_Quote_Booked_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Booked_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service books {modes} shipments only." |
*
* @param {Booking_Quote_Books_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_books_only: ((inputs: Booking_Quote_Books_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Books_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot tell what kind of quote this is" |
*
* @param {Booking_Quote_Kind_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_kind_unknown: ((inputs?: Booking_Quote_Kind_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Kind_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Booking_Quote_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_load_failed: ((inputs?: Booking_Quote_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the saved quote…" |
*
* @param {Booking_Quote_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_loading: ((inputs?: Booking_Quote_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote." |
*
* @param {Booking_Quote_Missing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_text: ((inputs?: Booking_Quote_Missing_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Missing_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This quote is not among your saved quotes" |
*
* @param {Booking_Quote_Missing_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_title: ((inputs?: Booking_Quote_Missing_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Missing_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "; the service no longer lists it as a saved quote." |
*
* @param {Booking_Quote_No_Longer_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_no_longer_listed: ((inputs?: Booking_Quote_No_Longer_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_No_Longer_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked here" |
*
* @param {Booking_Quote_Not_BookableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_not_bookable: ((inputs: Booking_Quote_Not_BookableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Not_BookableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open it from the Quotes screen, which passes its type along." |
*
* @param {Booking_Quote_Open_From_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_open_from_quotes: ((inputs?: Booking_Quote_Open_From_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Open_From_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown type" |
*
* @param {Booking_Quote_Unknown_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_unknown_type: ((inputs?: Booking_Quote_Unknown_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Unknown_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment" |
*
* @param {Booking_Rate_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rate_shipment: ((inputs?: Booking_Rate_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rate_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Back to edit" |
*
* @param {Booking_Review_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_back: ((inputs?: Booking_Review_BackInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_BackInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book shipment" |
*
* @param {Booking_Review_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_book: ((inputs?: Booking_Review_BookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_BookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Booking_Review_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_booking: ((inputs?: Booking_Review_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo line" |
*
* @param {Booking_Review_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_line: ((inputs?: Booking_Review_Cargo_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Cargo_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo lines" |
*
* @param {Booking_Review_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_lines: ((inputs?: Booking_Review_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This is everything Freight Desk will send to book this quote ({mode}). Nothing has been sent yet." |
*
* @param {Booking_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_intro: ((inputs: Booking_Review_IntroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_IntroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Look twice before booking" |
*
* @param {Booking_Review_Look_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_look_twice: ((inputs?: Booking_Review_Look_TwiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Look_TwiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking needs the service." |
*
* @param {Booking_Review_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_needs_service: ((inputs?: Booking_Review_Needs_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Needs_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Booking_Review_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_no: ((inputs?: Booking_Review_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Review the booking" |
*
* @param {Booking_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_title: ((inputs?: Booking_Review_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Booking_Review_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_yes: ((inputs?: Booking_Review_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be an e-mail address" |
*
* @param {Booking_Rule_EmailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_email: ((inputs: Booking_Rule_EmailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_EmailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be an Incoterms 2020 code ({codes})" |
*
* @param {Booking_Rule_Incoterm_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_code: ((inputs: Booking_Rule_Incoterm_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Incoterm_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is required for sea bookings" |
*
* @param {Booking_Rule_Incoterm_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_incoterm_required: ((inputs: Booking_Rule_Incoterm_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Incoterm_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be more than 0" |
*
* @param {Booking_Rule_More_Than_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_more_than_zero: ((inputs: Booking_Rule_More_Than_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_More_Than_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargos must hold at least one cargo" |
*
* @param {Booking_Rule_No_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_cargos: ((inputs?: Booking_Rule_No_CargosInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_CargosInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each container needs at least one cargo" |
*
* @param {Booking_Rule_No_Container_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_container_cargo: ((inputs?: Booking_Rule_No_Container_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_Container_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Containers must hold at least one container" |
*
* @param {Booking_Rule_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_containers: ((inputs?: Booking_Rule_No_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is written without the plus sign" |
*
* @param {Booking_Rule_No_PlusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_plus: ((inputs: Booking_Rule_No_PlusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_No_PlusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Id (the selected quote) is required" |
*
* @param {Booking_Rule_Quote_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_quote_required: ((inputs?: Booking_Rule_Quote_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Quote_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Booking_Rule_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_required: ((inputs: Booking_Rule_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be a time hh:mm or hh:mm:ss" |
*
* @param {Booking_Rule_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time: ((inputs: Booking_Rule_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be later than {earlier}" |
*
* @param {Booking_Rule_Time_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_time_order: ((inputs: Booking_Rule_Time_OrderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Rule_Time_OrderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Booking_Saved_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_saved_quotes: ((inputs?: Booking_Saved_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Saved_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Booking_Section_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos: ((inputs?: Booking_Section_CargosInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_CargosInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each kind of goods in the shipment." |
*
* @param {Booking_Section_Cargos_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_cargos_description: ((inputs?: Booking_Section_Cargos_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Cargos_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Containers and cargo" |
*
* @param {Booking_Section_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers: ((inputs?: Booking_Section_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What goes into each container. Freight Desk numbers the containers and cargo lines itself." |
*
* @param {Booking_Section_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_containers_description: ((inputs?: Booking_Section_Containers_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Containers_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination contact" |
*
* @param {Booking_Section_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination: ((inputs?: Booking_Section_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who receives the goods, and where." |
*
* @param {Booking_Section_Destination_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_destination_description: ((inputs?: Booking_Section_Destination_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Destination_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin contact" |
*
* @param {Booking_Section_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin: ((inputs?: Booking_Section_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who hands over the goods, and where." |
*
* @param {Booking_Section_Origin_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_origin_description: ((inputs?: Booking_Section_Origin_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Origin_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup and delivery" |
*
* @param {Booking_Section_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup: ((inputs?: Booking_Section_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pickup window on the pickup day, and notes for the driver." |
*
* @param {Booking_Section_Pickup_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup_description: ((inputs?: Booking_Section_Pickup_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Pickup_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Booking_Section_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms: ((inputs?: Booking_Section_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who pays for what, and whether the shipment is tracked." |
*
* @param {Booking_Section_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms_description: ((inputs?: Booking_Section_Terms_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Terms_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book another saved quote" |
*
* @param {Booking_Success_Book_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_book_another: ((inputs?: Booking_Success_Book_AnotherInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Book_AnotherInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Booking_Success_Booking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_booking_code: ((inputs?: Booking_Success_Booking_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Booking_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead: ((inputs: Booking_Success_LeadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_LeadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote with {agency}. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_Lead_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead_with: ((inputs: Booking_Success_Lead_WithInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Lead_WithInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not given by the service" |
*
* @param {Booking_Success_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_not_given: ((inputs?: Booking_Success_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Booking_Success_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_shipment_code: ((inputs?: Booking_Success_Shipment_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Shipment_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Booking_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_title: ((inputs?: Booking_Success_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Booking_Success_Tracking_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_tracking_code: ((inputs?: Booking_Success_Tracking_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Tracking_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service sent a tracking address that is not a web link; Freight Desk does not open it." |
*
* @param {Booking_Success_Unsafe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_unsafe_link: ((inputs?: Booking_Success_Unsafe_LinkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Unsafe_LinkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Booking_Summary_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_days: ((inputs: Booking_Summary_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Booking_Summary_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_delivery: ((inputs?: Booking_Summary_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Booking_Summary_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expired: ((inputs?: Booking_Summary_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Booking_Summary_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_expires: ((inputs?: Booking_Summary_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier not given" |
*
* @param {Booking_Summary_No_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_carrier: ((inputs?: Booking_Summary_No_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_No_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Booking_Summary_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_expiry: ((inputs?: Booking_Summary_No_ExpiryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_No_ExpiryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Booking_Summary_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_pickup: ((inputs?: Booking_Summary_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Booking_Summary_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price: ((inputs?: Booking_Summary_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Booking_Summary_Price_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price_not_given: ((inputs?: Booking_Summary_Price_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_Price_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Booking_Summary_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_quote: ((inputs?: Booking_Summary_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Booking_Summary_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_saved_quote: ((inputs?: Booking_Summary_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Booking_Summary_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_transit: ((inputs?: Booking_Summary_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const cancel: ((inputs?: CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new" |
* | * | "{count} new" |
*
* @param {Change_Counted_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_added: ((inputs: Change_Counted_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} customs status changed" |
* | * | "{count} customs status changed" |
*
* @param {Change_Counted_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_customs: ((inputs: Change_Counted_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ETA moved" |
* | * | "{count} ETA moved" |
*
* @param {Change_Counted_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_delivery_date: ((inputs: Change_Counted_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document changed" |
* | * | "{count} documents changed" |
*
* @param {Change_Counted_Documents_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_changed: ((inputs: Change_Counted_Documents_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded: ((inputs: Change_Counted_Documents_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document validated" |
* | * | "{count} documents validated" |
*
* @param {Change_Counted_Documents_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_validated: ((inputs: Change_Counted_Documents_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} past free time" |
* | * | "{count} past free time" |
*
* @param {Change_Counted_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_past: ((inputs: Change_Counted_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} free time ending" |
* | * | "{count} free time ending" |
*
* @param {Change_Counted_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_free_time_soon: ((inputs: Change_Counted_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new message" |
* | * | "{count} new messages" |
*
* @param {Change_Counted_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_messages: ((inputs: Change_Counted_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pickup moved" |
* | * | "{count} pickup moved" |
*
* @param {Change_Counted_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_pickup_date: ((inputs: Change_Counted_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} {status}" |
*
* @param {Change_Counted_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_status: ((inputs: Change_Counted_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} no longer listed" |
* | * | "{count} no longer listed" |
*
* @param {Change_Counted_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_unlisted: ((inputs: Change_Counted_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: no longer uploaded" |
*
* @param {Change_Document_No_Longer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_no_longer_uploaded: ((inputs: Change_Document_No_Longer_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_No_Longer_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {status}" |
*
* @param {Change_Document_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status: ((inputs: Change_Document_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: validation status removed (was {was})" |
*
* @param {Change_Document_Status_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_status_removed: ((inputs: Change_Document_Status_RemovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_Status_RemovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A document" |
*
* @param {Change_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_unnamed: ((inputs?: Change_Document_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} uploaded" |
*
* @param {Change_Document_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_uploaded: ((inputs: Change_Document_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated: ((inputs: Change_Document_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Change_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time: ((inputs?: Change_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past: ((inputs: Change_Free_Time_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, past the last free day ({day}), the charge accrues" |
*
* @param {Change_Free_Time_Past_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_past_unreported: ((inputs: Change_Free_Time_Past_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Past_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon: ((inputs: Change_Free_Time_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {stop} not reported; if still out, last free day {day}, 48 hours or less left" |
*
* @param {Change_Free_Time_Soon_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_free_time_soon_unreported: ((inputs: Change_Free_Time_Soon_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Free_Time_Soon_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New shipments" |
*
* @param {Change_Kind_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added: ((inputs?: Change_Kind_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment booked elsewhere appears in the list (not the ones you book here)." |
*
* @param {Change_Kind_Added_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_added_hint: ((inputs?: Change_Kind_Added_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Added_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs status" |
*
* @param {Change_Kind_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs: ((inputs?: Change_Kind_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s customs status moved (pending, cleared, held…)." |
*
* @param {Change_Kind_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_customs_hint: ((inputs?: Change_Kind_Customs_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Customs_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved" |
*
* @param {Change_Kind_Delivery_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date: ((inputs?: Change_Kind_Delivery_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint: ((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document checks" |
*
* @param {Change_Kind_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents: ((inputs?: Change_Kind_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint: ((inputs?: Change_Kind_Documents_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Documents_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time running out" |
*
* @param {Change_Kind_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time: ((inputs?: Change_Kind_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint: ((inputs?: Change_Kind_Free_Time_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_Time_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New tracking messages" |
*
* @param {Change_Kind_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages: ((inputs?: Change_Kind_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New messages found when a shipment’s messages are fetched in the background (not while you read them)." |
*
* @param {Change_Kind_Messages_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_messages_hint: ((inputs?: Change_Kind_Messages_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Messages_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date: ((inputs?: Change_Kind_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pickup date of a shipment changed." |
*
* @param {Change_Kind_Pickup_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date_hint: ((inputs?: Change_Kind_Pickup_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Change_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status: ((inputs?: Change_Kind_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment’s tracking status moved (picked up, in transit, delivered…)." |
*
* @param {Change_Kind_Status_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_status_hint: ((inputs?: Change_Kind_Status_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Status_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Change_Kind_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted: ((inputs?: Change_Kind_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service stopped listing a shipment; the desk keeps it." |
*
* @param {Change_Kind_Unlisted_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_unlisted_hint: ((inputs?: Change_Kind_Unlisted_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Unlisted_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "discharge" |
*
* @param {Change_Stop_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_discharge: ((inputs?: Change_Stop_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "empty return" |
*
* @param {Change_Stop_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_empty_return: ((inputs?: Change_Stop_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "release" |
*
* @param {Change_Stop_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_stop_release: ((inputs?: Change_Stop_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Stop_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_files: ((inputs?: Choose_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose none" |
*
* @param {Choose_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const choose_none: ((inputs?: Choose_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Choose_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose logo…" |
*
* @param {Company_Choose_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_choose_logo: ((inputs?: Company_Choose_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Choose_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Printed at the head of every quote PDF you send to a customer." |
*
* @param {Company_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_description: ((inputs?: Company_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logo" |
*
* @param {Company_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo: ((inputs?: Company_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company logo: {file}" |
*
* @param {Company_Logo_AltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_alt: ((inputs: Company_Logo_AltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_AltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} · {width} × {height} px · {size}" |
*
* @param {Company_Logo_FactsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_facts: ((inputs: Company_Logo_FactsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_FactsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "PNG or JPEG, at most {size}. Printed at most 150 × 54 pt, proportions kept." |
*
* @param {Company_Logo_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_logo_limits: ((inputs: Company_Logo_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Logo_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company name" |
*
* @param {Company_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name: ((inputs?: Company_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As your customers know you, e.g. “Acme Forwarding S.L.”" |
*
* @param {Company_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_hint: ((inputs?: Company_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the company name" |
*
* @param {Company_Name_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_name_save_failed: ((inputs?: Company_Name_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Name_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No logo" |
*
* @param {Company_No_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_no_logo: ((inputs?: Company_No_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_No_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove logo" |
*
* @param {Company_Remove_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_remove_logo: ((inputs?: Company_Remove_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Remove_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Replace logo…" |
*
* @param {Company_Replace_LogoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_replace_logo: ((inputs?: Company_Replace_LogoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Replace_LogoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Company_Save_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_save_name: ((inputs?: Company_Save_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Save_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Company_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const company_title: ((inputs?: Company_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the connection…" |
*
* @param {Connection_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const connection_checking: ((inputs?: Connection_CheckingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_CheckingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Copy_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_done: ((inputs?: Copy_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not copy: select the text instead" |
*
* @param {Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_failed: ((inputs?: Copy_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy {what}" |
*
* @param {Copy_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const copy_what: ((inputs: Copy_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Copy_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "dd" |
*
* @param {Date_Day_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_day_letters: ((inputs?: Date_Day_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Day_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "mm" |
*
* @param {Date_Month_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_month_letters: ((inputs?: Date_Month_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Month_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "yyyy" |
*
* @param {Date_Year_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const date_year_letters: ((inputs?: Date_Year_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Date_Year_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {DismissInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dismiss: ((inputs?: DismissInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<DismissInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "for {name}" |
*
* @param {Documents_About_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_for: ((inputs: Documents_About_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_About_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Documents_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_about_of: ((inputs: Documents_About_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_About_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Announce_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_failed: ((inputs: Documents_Announce_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploads finished: {parts}." |
*
* @param {Documents_Announce_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_finished: ((inputs: Documents_Announce_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} with an unknown outcome: check the checklist" |
* | * | "{shown} with an unknown outcome: check the checklist" |
*
* @param {Documents_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_unknown: ((inputs: Documents_Announce_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Announce_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_uploaded: ((inputs: Documents_Announce_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a document" |
*
* @param {Documents_Choose_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document: ((inputs?: Documents_Choose_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a document…" |
*
* @param {Documents_Choose_Document_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document_placeholder: ((inputs?: Documents_Choose_Document_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_Document_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose files…" |
*
* @param {Documents_Choose_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_files: ((inputs?: Documents_Choose_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the document for {files}." |
*
* @param {Documents_Choose_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_for: ((inputs: Documents_Choose_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Documents_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear: ((inputs?: Documents_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear finished" |
*
* @param {Documents_Clear_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear_finished: ((inputs?: Documents_Clear_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Clear_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download" |
*
* @param {Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_download: ((inputs?: Documents_DownloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_DownloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, {limit}." |
*
* @param {Documents_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_hint: ((inputs: Documents_Drop_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to upload to {shipment}" |
*
* @param {Documents_Drop_PanelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_panel: ((inputs: Documents_Drop_PanelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_PanelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to upload as {name}" |
*
* @param {Documents_Drop_RowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_row: ((inputs: Documents_Drop_RowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_RowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its document checklist appears here: what is required, what is uploaded, and the blank templates." |
*
* @param {Documents_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_text: ((inputs?: Documents_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a shipment" |
*
* @param {Documents_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_title: ((inputs?: Documents_Empty_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Empty_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its file is not on this desk: opening it needs the service." |
*
* @param {Documents_File_Not_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_not_here: ((inputs?: Documents_File_Not_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Not_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save of {name} was cancelled." |
*
* @param {Documents_File_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_cancelled: ((inputs: Documents_File_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} was not saved" |
*
* @param {Documents_File_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_failed: ((inputs: Documents_File_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the documents of {shipment}" |
*
* @param {Documents_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_load_failed: ((inputs: Documents_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the document checklist…" |
*
* @param {Documents_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_loading: ((inputs?: Documents_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service lists no documents to upload for {shipment}." |
*
* @param {Documents_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_text: ((inputs: Documents_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No documents for this shipment" |
*
* @param {Documents_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_title: ((inputs?: Documents_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not uploaded" |
*
* @param {Documents_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_not_uploaded: ((inputs?: Documents_Not_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Not_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading needs the service: files you drop or choose wait below until it is back." |
*
* @param {Documents_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_action: ((inputs?: Documents_Offline_ActionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_ActionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not uploaded: {reason}" |
* | * | "{shown} files were not uploaded: {reason}" |
*
* @param {Documents_Offline_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_announce: ((inputs: Documents_Offline_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Documents_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_optional: ((inputs?: Documents_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered with the documents of another shipment ({ids}) instead of those of {shipment}. Freight Desk does not list them as this shipment'..." |
*
* @param {Documents_Other_Shipment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_error: ((inputs: Documents_Other_Shipment_ErrorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_ErrorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The service's answer also listed {shown} document of another shipment ({ids}); it is not shown here." |
* | * | "The service's answer also listed {shown} documents of another shipment ({ids}); they are not shown here." |
*
* @param {Documents_Other_Shipment_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_note: ((inputs: Documents_Other_Shipment_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes." |
*
* @param {Documents_Panel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_description: ((inputs?: Documents_Panel_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents of {shipment}" |
*
* @param {Documents_Panel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_title: ((inputs: Documents_Panel_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Documents_Phase_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_done: ((inputs?: Documents_Phase_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Documents_Phase_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_failed: ((inputs?: Documents_Phase_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading" |
*
* @param {Documents_Phase_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_reading: ((inputs?: Documents_Phase_ReadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_ReadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ready" |
*
* @param {Documents_Phase_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_ready: ((inputs?: Documents_Phase_ReadyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_ReadyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Documents_Phase_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_refused: ((inputs?: Documents_Phase_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Documents_Phase_SendingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_sending: ((inputs?: Documents_Phase_SendingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_SendingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown" |
*
* @param {Documents_Phase_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_unknown: ((inputs?: Documents_Phase_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Documents_Phase_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_waiting: ((inputs?: Documents_Phase_WaitingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_WaitingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Recent shipments" |
*
* @param {Documents_Picker_Caption_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_recent: ((inputs?: Documents_Picker_Caption_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Caption_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments matching {searched}" |
*
* @param {Documents_Picker_Caption_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_search: ((inputs: Documents_Picker_Caption_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Caption_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change shipment" |
*
* @param {Documents_Picker_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_change: ((inputs?: Documents_Picker_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Documents_Picker_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_label: ((inputs?: Documents_Picker_Code_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Code_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty for the most recent shipments" |
*
* @param {Documents_Picker_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_code_placeholder: ((inputs?: Documents_Picker_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Picker_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_actions: ((inputs?: Documents_Picker_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick-up" |
*
* @param {Documents_Picker_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_pickup: ((inputs?: Documents_Picker_Col_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Documents_Picker_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_route: ((inputs?: Documents_Picker_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Documents_Picker_Col_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_shipment: ((inputs?: Documents_Picker_Col_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Documents_Picker_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_type: ((inputs?: Documents_Picker_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find a booked shipment by its code, or pick a recent one." |
*
* @param {Documents_Picker_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_description: ((inputs?: Documents_Picker_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find" |
*
* @param {Documents_Picker_FindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_find: ((inputs?: Documents_Picker_FindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_FindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Keep {code}" |
*
* @param {Documents_Picker_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_keep: ((inputs: Documents_Picker_KeepInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_KeepInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not list shipments" |
*
* @param {Documents_Picker_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_list_failed: ((inputs?: Documents_Picker_List_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_List_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment listed" |
* | * | "{shown} shipments listed" |
*
* @param {Documents_Picker_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_listed: ((inputs: Documents_Picker_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading recent shipments…" |
*
* @param {Documents_Picker_Loading_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_loading_recent: ((inputs?: Documents_Picker_Loading_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Loading_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Looking for {searched}…" |
*
* @param {Documents_Picker_Looking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_for: ((inputs: Documents_Picker_Looking_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Looking up the shipment…" |
*
* @param {Documents_Picker_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_up: ((inputs?: Documents_Picker_Looking_UpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_UpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment matching {searched}" |
* | * | "{shown} shipments matching {searched}" |
*
* @param {Documents_Picker_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_matching: ((inputs: Documents_Picker_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Most recent pick-ups first" |
*
* @param {Documents_Picker_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_most_recent: ((inputs?: Documents_Picker_Most_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Most_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches {searched}" |
*
* @param {Documents_Picker_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_no_match: ((inputs: Documents_Picker_No_MatchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_No_MatchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Documents_Picker_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none: ((inputs?: Documents_Picker_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments appear here once they are booked." |
*
* @param {Documents_Picker_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none_text: ((inputs?: Documents_Picker_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Tracking" |
*
* @param {Documents_Picker_Open_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_open_tracking: ((inputs?: Documents_Picker_Open_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Open_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show documents" |
*
* @param {Documents_Picker_ShowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_show: ((inputs?: Documents_Picker_ShowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_ShowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Documents_Picker_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_title: ((inputs?: Documents_Picker_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{uploaded} of {required}" |
*
* @param {Documents_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_count: ((inputs: Documents_Progress_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "required documents uploaded" |
* | * | "required documents uploaded" |
*
* @param {Documents_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_text: ((inputs: Documents_Progress_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Documents_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_quoted: ((inputs: Documents_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file ready: check the document each goes to, then upload." |
* | * | "{shown} files ready: check the document each goes to, then upload." |
*
* @param {Documents_Ready_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_ready_announce: ((inputs: Documents_Ready_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Ready_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file was not sent; see the reasons under Uploads." |
* | * | "{shown} files were not sent; see the reasons under Uploads." |
*
* @param {Documents_Refused_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_refused_announce: ((inputs: Documents_Refused_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Refused_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Documents_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload: ((inputs?: Documents_ReloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_ReloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload the checklist" |
*
* @param {Documents_Reload_ChecklistInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload_checklist: ((inputs?: Documents_Reload_ChecklistInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Reload_ChecklistInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Required" |
*
* @param {Documents_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_required: ((inputs?: Documents_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload {file} as" |
*
* @param {Documents_Staged_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_as: ((inputs: Documents_Staged_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not uploaded yet." |
*
* @param {Documents_Staged_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_offline: ((inputs?: Documents_Staged_OfflineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_OfflineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading." |
*
* @param {Documents_Staged_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_text: ((inputs?: Documents_Staged_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Files to upload" |
*
* @param {Documents_Staged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_title: ((inputs?: Documents_Staged_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} in progress" |
* | * | "{shown} in progress" |
*
* @param {Documents_Summary_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_busy: ((inputs: Documents_Summary_BusyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_BusyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Summary_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_done: ((inputs: Documents_Summary_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Summary_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_failed: ((inputs: Documents_Summary_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} ready" |
* | * | "{shown} ready" |
*
* @param {Documents_Summary_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_ready: ((inputs: Documents_Summary_ReadyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_ReadyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} not sent" |
* | * | "{shown} not sent" |
*
* @param {Documents_Summary_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_refused: ((inputs: Documents_Summary_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} outcome unknown" |
* | * | "{shown} outcome unknown" |
*
* @param {Documents_Summary_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_unknown: ((inputs: Documents_Summary_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document checklist of {shipment}" |
*
* @param {Documents_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_caption: ((inputs: Documents_Table_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Table_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_actions: ((inputs?: Documents_Table_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_Table_Col_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_document: ((inputs?: Documents_Table_Col_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Observations" |
*
* @param {Documents_Table_Col_ObservationsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_observations: ((inputs?: Documents_Table_Col_ObservationsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_ObservationsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Documents_Table_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_status: ((inputs?: Documents_Table_Col_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (optional)" |
*
* @param {Documents_Target_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional: ((inputs: Documents_Target_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (optional, already uploaded)" |
*
* @param {Documents_Target_Optional_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional_uploaded: ((inputs: Documents_Target_Optional_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Optional_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (required)" |
*
* @param {Documents_Target_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required: ((inputs: Documents_Target_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (required, already uploaded)" |
*
* @param {Documents_Target_Required_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required_uploaded: ((inputs: Documents_Target_Required_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Required_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Template" |
*
* @param {Documents_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template: ((inputs?: Documents_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} template.{extension}" |
*
* @param {Documents_Template_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_file: ((inputs: Documents_Template_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save of the {name} template was cancelled." |
*
* @param {Documents_Template_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_cancelled: ((inputs: Documents_Template_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the {name} template was not saved" |
*
* @param {Documents_Template_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_template_save_failed: ((inputs: Documents_Template_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Template_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the document" |
*
* @param {Documents_The_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_the_document: ((inputs?: Documents_The_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_The_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "this shipment" |
*
* @param {Documents_This_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_this_shipment: ((inputs?: Documents_This_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_This_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file may or may not have been uploaded" |
* | * | "{shown} files may or may not have been uploaded" |
*
* @param {Documents_Unknown_ManyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_many: ((inputs: Documents_Unknown_ManyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_ManyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} may or may not have been uploaded" |
*
* @param {Documents_Unknown_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_one: ((inputs: Documents_Unknown_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not." |
*
* @param {Documents_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_text: ((inputs?: Documents_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unnamed: ((inputs?: Documents_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload…" |
*
* @param {Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload: ((inputs?: Documents_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload again…" |
*
* @param {Documents_Upload_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_again: ((inputs?: Documents_Upload_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Upload {shown} file" |
* | * | "Upload {shown} files" |
*
* @param {Documents_Upload_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_files: ((inputs: Documents_Upload_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "up to {mib} MiB each" |
*
* @param {Documents_Upload_LimitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_limit: ((inputs: Documents_Upload_LimitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_LimitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept the file." |
*
* @param {Documents_Upload_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_not_accepted: ((inputs?: Documents_Upload_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The upload failed for an unknown reason." |
*
* @param {Documents_Upload_Unknown_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_unknown_reason: ((inputs?: Documents_Upload_Unknown_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Unknown_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploaded {when}" |
*
* @param {Documents_Uploaded_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploaded_at: ((inputs: Documents_Uploaded_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploaded_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading {file} as {document}." |
*
* @param {Documents_Uploading_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploading_as: ((inputs: Documents_Uploading_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploading_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploads" |
*
* @param {Documents_Uploads_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploads_title: ((inputs?: Documents_Uploads_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploads_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Draft_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_discard: ((inputs?: Draft_DiscardInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_DiscardInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft restored from" |
*
* @param {Draft_Restored_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_restored_from: ((inputs?: Draft_Restored_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Restored_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Draft saved" |
*
* @param {Draft_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_saved: ((inputs?: Draft_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const edit: ((inputs?: EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | ": the service could not be asked now, so this is what the desk kept." |
*
* @param {Empty_State_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const empty_state_kept: ((inputs?: Empty_State_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Empty_State_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk tries again on its own in a few seconds." |
*
* @param {Error_Retries_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_retries_itself: ((inputs?: Error_Retries_ItselfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Retries_ItselfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Export_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_agency: ((inputs?: Export_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Export_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_code: ((inputs?: Export_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Export_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency: ((inputs?: Export_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "(currency not stated)" |
*
* @param {Export_Currency_Not_StatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_currency_not_stated: ((inputs?: Export_Currency_Not_StatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Currency_Not_StatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Export_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_delivery: ((inputs?: Export_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Export_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_destination: ((inputs?: Export_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged: ((inputs?: Export_Free_Time_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time currency" |
*
* @param {Export_Free_Time_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_currency: ((inputs?: Export_Free_Time_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day: ((inputs?: Export_Last_Free_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Last_Free_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Export_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_not_known: ((inputs?: Export_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Export_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_origin: ((inputs?: Export_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Export_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_pickup: ((inputs?: Export_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Export_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_price: ((inputs?: Export_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Export_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_status: ((inputs?: Export_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (address not reachable). Check the service address (the profile's base URL) and your connection, then try ..." |
*
* @param {Failure_Address_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_address_unreachable: ((inputs: Failure_Address_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Address_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access: ((inputs?: Failure_Ask_AccessInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Ask_AccessInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service stopped sending its answer to \"{op}\" for {seconds} s." |
*
* @param {Failure_Body_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_timeout: ((inputs: Failure_Body_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Body_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\". Check your connection and try again." |
*
* @param {Failure_BrokeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke: ((inputs: Failure_BrokeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_BrokeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The connection to the freight service broke during \"{op}\" ({count} attempt). Check your connection and try again." |
* | * | "The connection to the freight service broke during \"{op}\" ({count} attempts). Check your connection and try again." |
*
* @param {Failure_Broke_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_attempts: ((inputs: Failure_Broke_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the freight service broke during \"{op}\", so its outcome is unknown." |
*
* @param {Failure_Broke_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_broke_unknown: ((inputs: Failure_Broke_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Broke_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was cancelled." |
*
* @param {Failure_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_cancelled: ((inputs: Failure_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url: ((inputs?: Failure_Check_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check your connection and try again." |
*
* @param {Failure_Check_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_connection: ((inputs?: Failure_Check_ConnectionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_ConnectionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed: ((inputs: Failure_ClosedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ClosedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} within {seconds} s. Check your connection and the service address (the profile's base URL), then try again." |
*
* @param {Failure_Connect_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connect_timeout: ((inputs: Failure_Connect_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connect_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not connect to the freight service at {host} (connection refused). Check the service address (the profile's base URL) and your connection, then try again." |
*
* @param {Failure_Connection_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_connection_refused: ((inputs: Failure_Connection_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Connection_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden: ((inputs: Failure_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ForbiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not answer \"{op}\" within {seconds} s." |
*
* @param {Failure_Headers_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_headers_timeout: ((inputs: Failure_Headers_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Headers_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The input is not valid." |
*
* @param {Failure_Input_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_input_invalid: ((inputs?: Failure_Input_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Input_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong inside Freight Desk. Try again; if it keeps happening, restart the app." |
*
* @param {Failure_InternalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_internal: ((inputs?: Failure_InternalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_InternalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said: ((inputs: Failure_It_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_It_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems: ((inputs: Failure_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service at {host} does not offer \"{op}\" at this address (HTTP 404)." |
*
* @param {Failure_No_Such_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_no_such_address: ((inputs: Failure_No_Such_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_No_Such_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service found nothing for \"{op}\"." |
*
* @param {Failure_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found: ((inputs: Failure_Not_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was changed: what you acted on may be gone or out of date, so reload it before anything else." |
*
* @param {Failure_Not_Found_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_changed: ((inputs?: Failure_Not_Found_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the id or code." |
*
* @param {Failure_Not_Found_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_found_check_id: ((inputs?: Failure_Not_Found_Check_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Found_Check_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: parameter {problem}." |
*
* @param {Failure_Not_Sent_ParameterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_parameter: ((inputs: Failure_Not_Sent_ParameterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_ParameterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{op}\" was not sent: request {problem}." |
*
* @param {Failure_Not_Sent_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent_request: ((inputs: Failure_Not_Sent_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_Sent_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\": {message}" |
*
* @param {Failure_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused: ((inputs: Failure_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason: ((inputs: Failure_Refused_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Refused_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\": {reason}. Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_reason: ((inputs: Failure_Rejected_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service rejected \"{op}\" (HTTP {status}). Correct the request first: sent as it is, it would be refused again." |
*
* @param {Failure_Rejected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_rejected_status: ((inputs: Failure_Rejected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Rejected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again: ((inputs?: Failure_Report_If_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Report_If_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service gave up waiting for \"{op}\". Try again." |
*
* @param {Failure_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_request_timeout: ((inputs: Failure_Request_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Request_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service failed to carry out \"{op}\" (HTTP {status})." |
*
* @param {Failure_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server: ((inputs: Failure_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempt." |
* | * | "The freight service failed to carry out \"{op}\" (HTTP {status}) after {count} attempts." |
*
* @param {Failure_Server_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_attempts: ((inputs: Failure_Server_AttemptsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_AttemptsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service reported a failure of \"{op}\" (HTTP {status})." |
*
* @param {Failure_Server_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_server_reported: ((inputs: Failure_Server_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Server_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large: ((inputs: Failure_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused: ((inputs: Failure_Too_Large_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it, so the outcome is unknown." |
*
* @param {Failure_Too_Large_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_unknown: ((inputs: Failure_Too_Large_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait a minute and try again." |
*
* @param {Failure_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests: ((inputs: Failure_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_RequestsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service is receiving too many requests and refused \"{op}\". Wait {seconds} s and try again." |
*
* @param {Failure_Too_Many_Requests_WaitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_many_requests_wait: ((inputs: Failure_Too_Many_Requests_WaitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Many_Requests_WaitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after: ((inputs: Failure_Try_AfterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_AfterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later: ((inputs?: Failure_Try_LaterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_LaterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service did not accept the session for \"{op}\", even after signing in again. Check the profile's API key and secret." |
*
* @param {Failure_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unauthorized: ((inputs: Failure_UnauthorizedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnauthorizedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered \"{op}\" with an unexpected HTTP status {status}." |
*
* @param {Failure_Unexpected_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unexpected_status: ((inputs: Failure_Unexpected_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unexpected_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk has no function called {channel}." |
*
* @param {Failure_Unknown_ChannelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_channel: ((inputs: Failure_Unknown_ChannelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_ChannelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome: ((inputs: Failure_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_OutcomeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" that Freight Desk cannot read ({problem})." |
*
* @param {Failure_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable: ((inputs: Failure_UnreadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_UnreadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted: ((inputs: Failure_Unreadable_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unreadable_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No API key and secret are stored for “{name}”. Enter them in Settings." |
*
* @param {Keychain_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_no_credentials: ((inputs: Keychain_No_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_No_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The API key and secret stored for “{name}” were given for {kept}, but the profile now points at {origin}. Enter the key and secret for that service in Settings." |
*
* @param {Keychain_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_other_origin: ((inputs: Keychain_Other_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_Other_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME K..." |
*
* @param {Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_unavailable: ((inputs?: Keychain_UnavailableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_UnavailableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading" |
*
* @param {LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const loading: ((inputs?: LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description: ((inputs?: Logs_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not show the logs" |
*
* @param {Logs_Show_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_show_failed: ((inputs?: Logs_Show_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_Show_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Logs" |
*
* @param {Logs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_title: ((inputs?: Logs_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "IATA" |
*
* @param {Lookups_Airports_Col_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_col_iata: ((inputs?: Lookups_Airports_Col_IataInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Col_IataInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search airports" |
*
* @param {Lookups_Airports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_could_not: ((inputs?: Lookups_Airports_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport for {searched}" |
* | * | "{shown} airports for {searched}" |
*
* @param {Lookups_Airports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_count: ((inputs: Lookups_Airports_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airports by name, city or IATA code, for air rating and booking." |
*
* @param {Lookups_Airports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_description: ((inputs?: Lookups_Airports_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or try the IATA code or the city's name in English." |
*
* @param {Lookups_Airports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_empty_text: ((inputs?: Lookups_Airports_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} airport found for {searched}" |
* | * | "{shown} airports found for {searched}" |
*
* @param {Lookups_Airports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_found: ((inputs: Lookups_Airports_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a three-letter IATA code, a city or part of the airport's name, and press Enter." |
*
* @param {Lookups_Airports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_text: ((inputs?: Lookups_Airports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for an airport" |
*
* @param {Lookups_Airports_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_idle_title: ((inputs?: Lookups_Airports_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name, city or IATA code" |
*
* @param {Lookups_Airports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_label: ((inputs?: Lookups_Airports_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No airport found for {searched}" |
*
* @param {Lookups_Airports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_none: ((inputs: Lookups_Airports_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. BCN, Frankfurt, Heathrow" |
*
* @param {Lookups_Airports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_placeholder: ((inputs?: Lookups_Airports_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The airport search failed" |
*
* @param {Lookups_Airports_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_search_failed: ((inputs?: Lookups_Airports_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching airports for {searched}…" |
*
* @param {Lookups_Airports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_searching: ((inputs: Lookups_Airports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airports" |
*
* @param {Lookups_Airports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_title: ((inputs?: Lookups_Airports_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 letters of a name, city or IATA code" |
*
* @param {Lookups_Airports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_airports_too_short: ((inputs?: Lookups_Airports_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Airports_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{title} for {searched}" |
*
* @param {Lookups_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_caption: ((inputs: Lookups_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Lookups_Col_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_city: ((inputs?: Lookups_Col_CityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Lookups_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_code: ((inputs?: Lookups_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Coordinates" |
*
* @param {Lookups_Col_CoordinatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_coordinates: ((inputs?: Lookups_Col_CoordinatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CoordinatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Lookups_Col_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_country: ((inputs?: Lookups_Col_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Lookups_Col_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_name: ((inputs?: Lookups_Col_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Lookups_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_size: ((inputs?: Lookups_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Lookups_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_col_type: ((inputs?: Lookups_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Lookups_Containers_Col_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_col_reefer: ((inputs?: Lookups_Containers_Col_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Col_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container type" |
* | * | "{shown} container types" |
*
* @param {Lookups_Containers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_count: ((inputs: Lookups_Containers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every maritime container type the service rates and books." |
*
* @param {Lookups_Containers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_description: ((inputs?: Lookups_Containers_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the container types" |
*
* @param {Lookups_Containers_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_failed: ((inputs?: Lookups_Containers_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading container types…" |
*
* @param {Lookups_Containers_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_loading: ((inputs?: Lookups_Containers_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No container types" |
*
* @param {Lookups_Containers_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_none: ((inputs?: Lookups_Containers_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{size} ft" |
*
* @param {Lookups_Containers_Size_FtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_size_ft: ((inputs: Lookups_Containers_Size_FtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_Size_FtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container types" |
*
* @param {Lookups_Containers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_title: ((inputs?: Lookups_Containers_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Containers_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "E" |
*
* @param {Lookups_EastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_east: ((inputs?: Lookups_EastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_EastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service answered with an empty list." |
*
* @param {Lookups_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_list_empty_text: ((inputs?: Lookups_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_List_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Lookups_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_no: ((inputs?: Lookups_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "N" |
*
* @param {Lookups_NorthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_north: ((inputs?: Lookups_NorthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_NorthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Length × width × height" |
*
* @param {Lookups_Pallets_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_col_size: ((inputs?: Lookups_Pallets_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pallet type" |
* | * | "{shown} pallet types" |
*
* @param {Lookups_Pallets_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_count: ((inputs: Lookups_Pallets_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pallets the service rates, with their standard sizes." |
*
* @param {Lookups_Pallets_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_description: ((inputs?: Lookups_Pallets_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the pallet types" |
*
* @param {Lookups_Pallets_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_failed: ((inputs?: Lookups_Pallets_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Height not fixed" |
*
* @param {Lookups_Pallets_Height_Not_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_height_not_fixed: ((inputs?: Lookups_Pallets_Height_Not_FixedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Height_Not_FixedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading pallet types…" |
*
* @param {Lookups_Pallets_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_loading: ((inputs?: Lookups_Pallets_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No pallet types" |
*
* @param {Lookups_Pallets_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_none: ((inputs?: Lookups_Pallets_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sizes given per shipment" |
*
* @param {Lookups_Pallets_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_per_shipment: ((inputs?: Lookups_Pallets_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Lookups_Pallets_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_pallets_title: ((inputs?: Lookups_Pallets_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Pallets_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Lookups_Ports_Col_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_rkst: ((inputs?: Lookups_Ports_Col_RkstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_RkstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Lookups_Ports_Col_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_col_unlocode: ((inputs?: Lookups_Ports_Col_UnlocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Col_UnlocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search ports" |
*
* @param {Lookups_Ports_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_could_not: ((inputs?: Lookups_Ports_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port for {searched}" |
* | * | "{shown} ports for {searched}" |
*
* @param {Lookups_Ports_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_count: ((inputs: Lookups_Ports_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Maritime ports by city, with the codes a sea rating or booking needs." |
*
* @param {Lookups_Ports_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_description: ((inputs?: Lookups_Ports_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or try the city's name in English or in its own language." |
*
* @param {Lookups_Ports_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_empty_text: ((inputs?: Lookups_Ports_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} port found for {searched}" |
* | * | "{shown} ports found for {searched}" |
*
* @param {Lookups_Ports_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_found: ((inputs: Lookups_Ports_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a city name and press Enter. Ports in every country with that city are listed." |
*
* @param {Lookups_Ports_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_text: ((inputs?: Lookups_Ports_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for a port" |
*
* @param {Lookups_Ports_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_idle_title: ((inputs?: Lookups_Ports_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City name" |
*
* @param {Lookups_Ports_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_label: ((inputs?: Lookups_Ports_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No port found for {searched}" |
*
* @param {Lookups_Ports_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_none: ((inputs: Lookups_Ports_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Barcelona, Rotterdam, Shanghai" |
*
* @param {Lookups_Ports_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_placeholder: ((inputs?: Lookups_Ports_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The port search failed" |
*
* @param {Lookups_Ports_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_search_failed: ((inputs?: Lookups_Ports_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching ports for {searched}…" |
*
* @param {Lookups_Ports_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_searching: ((inputs: Lookups_Ports_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ports" |
*
* @param {Lookups_Ports_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_title: ((inputs?: Lookups_Ports_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 letters of a city name" |
*
* @param {Lookups_Ports_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_ports_too_short: ((inputs?: Lookups_Ports_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Ports_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Lookups_Postal_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_code: ((inputs?: Lookups_Postal_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Lookups_Postal_Col_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_col_region: ((inputs?: Lookups_Postal_Col_RegionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Col_RegionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not search postal codes" |
*
* @param {Lookups_Postal_Could_NotInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_could_not: ((inputs?: Lookups_Postal_Could_NotInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Could_NotInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code for {searched}" |
* | * | "{shown} postal codes for {searched}" |
*
* @param {Lookups_Postal_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_count: ((inputs: Lookups_Postal_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Lookups_Postal_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_country: ((inputs?: Lookups_Postal_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal codes by city, or cities by postal code, with their region and position." |
*
* @param {Lookups_Postal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_description: ((inputs?: Lookups_Postal_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the country and the spelling; a postal code can be typed in part (“080”)." |
*
* @param {Lookups_Postal_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_empty_text: ((inputs?: Lookups_Postal_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} postal code found for {searched}" |
* | * | "{shown} postal codes found for {searched}" |
*
* @param {Lookups_Postal_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_found: ((inputs: Lookups_Postal_FoundInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_FoundInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the country, type a city or the first digits of a postal code, and press Enter." |
*
* @param {Lookups_Postal_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_text: ((inputs?: Lookups_Postal_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for a postal code" |
*
* @param {Lookups_Postal_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_idle_title: ((inputs?: Lookups_Postal_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Lookups_Postal_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_label: ((inputs?: Lookups_Postal_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No postal code found for {searched}" |
*
* @param {Lookups_Postal_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_none: ((inputs: Lookups_Postal_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Barcelona, 08001, Lyon" |
*
* @param {Lookups_Postal_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_placeholder: ((inputs?: Lookups_Postal_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The postal code search failed" |
*
* @param {Lookups_Postal_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_search_failed: ((inputs?: Lookups_Postal_Search_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Search_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Searching postal codes for {searched}…" |
*
* @param {Lookups_Postal_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_searching: ((inputs: Lookups_Postal_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal codes" |
*
* @param {Lookups_Postal_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_title: ((inputs?: Lookups_Postal_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type at least 2 characters of a city or postal code" |
*
* @param {Lookups_Postal_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_postal_too_short: ((inputs?: Lookups_Postal_Too_ShortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_Postal_Too_ShortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Lookups_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_quoted: ((inputs: Lookups_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Lookups_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_reload: ((inputs?: Lookups_ReloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_ReloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Lookups_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_search: ((inputs?: Lookups_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "S" |
*
* @param {Lookups_SouthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_south: ((inputs?: Lookups_SouthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_SouthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "W" |
*
* @param {Lookups_WestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_west: ((inputs?: Lookups_WestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_WestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Lookups_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_yes: ((inputs?: Lookups_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lookups_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{path} was written, but its folder could not be flushed to disk ({detail}); a power cut now could undo the change." |
*
* @param {Main_Durable_Write_Not_FlushedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_durable_write_not_flushed: ((inputs: Main_Durable_Write_Not_FlushedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Durable_Write_Not_FlushedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the file is empty" |
*
* @param {Main_Json_File_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_empty: ((inputs?: Main_Json_File_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it is not valid JSON ({detail})" |
*
* @param {Main_Json_File_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_not_json: ((inputs: Main_Json_File_Not_JsonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Not_JsonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{path} could not be read ({reason}); it was kept as {keptAs} and defaults are used." |
*
* @param {Main_Json_File_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_set_aside: ((inputs: Main_Json_File_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it does not hold what Freight Desk expects ({problem})" |
*
* @param {Main_Json_File_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected: ((inputs: Main_Json_File_UnexpectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_UnexpectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unexpected content" |
*
* @param {Main_Json_File_Unexpected_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected_content: ((inputs?: Main_Json_File_Unexpected_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Unexpected_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is not a PNG or JPEG image. Choose a .png or .jpg file." |
*
* @param {Main_Logo_Not_ImageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_not_image: ((inputs: Main_Logo_Not_ImageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_Not_ImageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is {size} MiB; a logo may be at most {limit} MiB. Save a smaller PNG or JPEG." |
*
* @param {Main_Logo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_too_large: ((inputs: Main_Logo_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} could not be read as an image: it may be damaged. Export it again as PNG or JPEG." |
*
* @param {Main_Logo_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_logo_unreadable: ((inputs: Main_Logo_UnreadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Logo_UnreadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API key is required" |
*
* @param {Main_Profile_Api_Key_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_api_key_required: ((inputs?: Main_Profile_Api_Key_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Api_Key_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API secret is required" |
*
* @param {Main_Profile_Api_Secret_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_api_secret_required: ((inputs?: Main_Profile_Api_Secret_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Api_Secret_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter both the API key and the API secret." |
*
* @param {Main_Profile_Key_And_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_key_and_secret: ((inputs?: Main_Profile_Key_And_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Key_And_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter both the API key and the API secret" |
*
* @param {Main_Profile_Key_And_Secret_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_key_and_secret_field: ((inputs?: Main_Profile_Key_And_Secret_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Key_And_Secret_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The keychain entry of profile “{name}” ({id}) could not be put back after the settings file failed to save: {detail}" |
*
* @param {Main_Profile_Keychain_Not_RestoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_keychain_not_restored: ((inputs: Main_Profile_Keychain_Not_RestoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Keychain_Not_RestoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A profile named “{name}” already exists." |
*
* @param {Main_Profile_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken: ((inputs: Main_Profile_Name_TakenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Name_TakenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A profile with this name already exists" |
*
* @param {Main_Profile_Name_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_name_taken_field: ((inputs?: Main_Profile_Name_Taken_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Name_Taken_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A new profile needs an API key and secret." |
*
* @param {Main_Profile_New_Needs_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_new_needs_key: ((inputs?: Main_Profile_New_Needs_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_New_Needs_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be changed." |
*
* @param {Main_Profile_Sandbox_UnchangeableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unchangeable: ((inputs?: Main_Profile_Sandbox_UnchangeableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Sandbox_UnchangeableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be removed." |
*
* @param {Main_Profile_Sandbox_UnremovableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unremovable: ((inputs?: Main_Profile_Sandbox_UnremovableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Sandbox_UnremovableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "There is no profile with id {id}." |
*
* @param {Main_Profile_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_unknown: ((inputs: Main_Profile_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The company name must be at most 120 characters" |
*
* @param {Main_Settings_Company_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_company_name_max: ((inputs?: Main_Settings_Company_Name_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Company_Name_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The language is system, es or en" |
*
* @param {Main_Settings_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_language: ((inputs?: Main_Settings_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk could not write its settings file {path} ({why}), so nothing was changed. Check that the disk has free space and the folder can be written, then..." |
*
* @param {Main_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_not_saved: ((inputs: Main_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A notification switch is on (true) or off (false)" |
*
* @param {Main_Settings_Notification_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_notification_switch: ((inputs?: Main_Settings_Notification_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Notification_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charges are printed by charge or as one line" |
*
* @param {Main_Settings_Pdf_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_charges: ((inputs?: Main_Settings_Pdf_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Naming the carrier is on (true) or off (false)" |
*
* @param {Main_Settings_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_name_carrier: ((inputs?: Main_Settings_Pdf_Name_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_Name_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The terms must be at most 240 characters" |
*
* @param {Main_Settings_Pdf_Terms_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_terms_max: ((inputs?: Main_Settings_Pdf_Terms_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_Terms_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs must be at most 1440 (a day)" |
*
* @param {Main_Settings_Sync_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_max: ((inputs?: Main_Settings_Sync_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs must be 0 (off) or more" |
*
* @param {Main_Settings_Sync_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_min: ((inputs?: Main_Settings_Sync_MinInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_MinInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs must be a whole number" |
*
* @param {Main_Settings_Sync_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_whole: ((inputs?: Main_Settings_Sync_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The theme is system, light or dark" |
*
* @param {Main_Settings_ThemeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_theme: ((inputs?: Main_Settings_ThemeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_ThemeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is empty." |
*
* @param {Main_Upload_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_empty: ((inputs: Main_Upload_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is {size} MiB; the limit is {limit} MiB ({bytes} bytes)." |
*
* @param {Main_Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_too_large: ((inputs: Main_Upload_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: files of this type cannot be uploaded. Allowed: {allowed}." |
*
* @param {Main_Upload_Type_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_type_refused: ((inputs: Main_Upload_Type_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_Type_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "About {app}" |
*
* @param {Menu_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_about: ((inputs: Menu_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actual Size" |
*
* @param {Menu_Actual_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_actual_size: ((inputs?: Menu_Actual_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Actual_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bring All to Front" |
*
* @param {Menu_Bring_All_To_FrontInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_bring_all_to_front: ((inputs?: Menu_Bring_All_To_FrontInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Bring_All_To_FrontInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close Window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_close_window: ((inputs?: Menu_Close_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Close_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Menu_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_copy: ((inputs?: Menu_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_cut: ((inputs?: Menu_CutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Menu_EditInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_edit: ((inputs?: Menu_EditInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_EditInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Exit" |
*
* @param {Menu_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_exit: ((inputs?: Menu_ExitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ExitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "File" |
*
* @param {Menu_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_file: ((inputs?: Menu_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle Full Screen" |
*
* @param {Menu_Full_ScreenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_full_screen: ((inputs?: Menu_Full_ScreenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Full_ScreenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go" |
*
* @param {Menu_GoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_go: ((inputs?: Menu_GoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_GoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_help: ((inputs?: Menu_HelpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HelpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide {app}" |
*
* @param {Menu_HideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide: ((inputs: Menu_HideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_HideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide Others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others: ((inputs?: Menu_Hide_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Hide_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimize" |
*
* @param {Menu_MinimizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_minimize: ((inputs?: Menu_MinimizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_MinimizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_paste: ((inputs?: Menu_PasteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_PasteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quit {app}" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_quit: ((inputs: Menu_QuitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_QuitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Redo" |
*
* @param {Menu_RedoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_redo: ((inputs?: Menu_RedoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_RedoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Select All" |
*
* @param {Menu_Select_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_select_all: ((inputs?: Menu_Select_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Select_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Services" |
*
* @param {Menu_ServicesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_services: ((inputs?: Menu_ServicesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ServicesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show All" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_all: ((inputs?: Menu_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show logs" |
*
* @param {Menu_Show_LogsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_show_logs: ((inputs?: Menu_Show_LogsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Show_LogsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Menu_UndoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_undo: ((inputs?: Menu_UndoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_UndoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Menu_ViewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_view: ((inputs?: Menu_ViewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ViewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_window: ((inputs?: Menu_WindowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_WindowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom" |
*
* @param {Menu_ZoomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom: ((inputs?: Menu_ZoomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_ZoomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom In" |
*
* @param {Menu_Zoom_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_in: ((inputs?: Menu_Zoom_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Zoom Out" |
*
* @param {Menu_Zoom_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const menu_zoom_out: ((inputs?: Menu_Zoom_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_Zoom_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Nav_Group_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_reference: ((inputs?: Nav_Group_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Nav_Group_WorkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_group_work: ((inputs?: Nav_Group_WorkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Group_WorkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_MainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_main: ((inputs?: Nav_MainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_MainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body: ((inputs?: No_Bridge_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot start here" |
*
* @param {No_Bridge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_title: ((inputs?: No_Bridge_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<No_Bridge_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Notice_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_added: ((inputs?: Notice_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Notice_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_customs: ((inputs: Notice_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Notice_Eta_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_eta_moved: ((inputs: Notice_Eta_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Eta_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message" |
* | * | "{count} new tracking messages" |
*
* @param {Notice_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages: ((inputs: Notice_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} new tracking message: “{latest}”" |
* | * | "{count} new tracking messages: “{latest}”" |
*
* @param {Notice_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_messages_latest: ((inputs: Notice_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Notice_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_none: ((inputs?: Notice_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Notice_Pickup_MovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_pickup_moved: ((inputs: Notice_Pickup_MovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Pickup_MovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Notice_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipment: ((inputs: Notice_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} shipment changed" |
* | * | "{count} shipments changed" |
*
* @param {Notice_Shipments_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_shipments_changed: ((inputs: Notice_Shipments_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_Shipments_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Notice_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_status: ((inputs: Notice_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed by the service (kept here)" |
*
* @param {Notice_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notice_unlisted: ((inputs?: Notice_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notice_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one: ((inputs: Notices_Dismiss_OneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_OneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss (Esc)" |
*
* @param {Notices_Dismiss_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_title: ((inputs?: Notices_Dismiss_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_Dismiss_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Tracking · Esc to dismiss" |
*
* @param {Notices_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_hint: ((inputs?: Notices_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label: ((inputs?: Notices_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notices_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description: ((inputs?: Notifications_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notify me about" |
*
* @param {Notifications_Notify_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_notify_about: ((inputs?: Notifications_Notify_AboutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Notify_AboutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the notification settings" |
*
* @param {Notifications_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_read_failed: ((inputs?: Notifications_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the notification settings" |
*
* @param {Notifications_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_save_failed: ((inputs?: Notifications_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk keeps trying on its own." |
*
* @param {Offline_Keeps_TryingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_keeps_trying: ((inputs?: Offline_Keeps_TryingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Keeps_TryingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered: ((inputs: Offline_Last_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Last_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered: ((inputs?: Offline_Never_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Never_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service cannot be reached" |
*
* @param {Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_title: ((inputs?: Offline_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works: ((inputs?: Offline_What_WorksInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_What_WorksInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Get a bearer token with the API key and secret" |
*
* @param {Op_Auth_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_auth_token: ((inputs?: Op_Auth_TokenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Auth_TokenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of boxes" |
*
* @param {Op_Booking_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_boxes: ((inputs?: Op_Booking_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a shipment of pallets" |
*
* @param {Op_Booking_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_pallets: ((inputs?: Op_Booking_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a full-container sea shipment" |
*
* @param {Op_Booking_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_fcl: ((inputs?: Op_Booking_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book a less-than-container sea shipment" |
*
* @param {Op_Booking_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_booking_sea_lcl: ((inputs?: Op_Booking_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Booking_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents: ((inputs?: Op_Check_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the saved quotes (Quotes)" |
*
* @param {Op_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_quotes: ((inputs?: Op_Check_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the service's records" |
*
* @param {Op_Check_Service_RecordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_service_records: ((inputs?: Op_Check_Service_RecordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Service_RecordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail: ((inputs?: Op_Check_Shipment_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list: ((inputs?: Op_Check_Shipment_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the tariff report of the contract (Tariffs)" |
*
* @param {Op_Check_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_tariffs: ((inputs?: Op_Check_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download a shipment document" |
*
* @param {Op_Documents_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_download: ((inputs?: Op_Documents_DownloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_DownloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List the documents of a shipment" |
*
* @param {Op_Documents_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_list: ((inputs?: Op_Documents_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload a shipment document" |
*
* @param {Op_Documents_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_documents_upload: ((inputs?: Op_Documents_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Documents_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports: ((inputs?: Op_Lookup_AirportsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_AirportsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List maritime container types" |
*
* @param {Op_Lookup_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_containers: ((inputs?: Op_Lookup_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List pallet types" |
*
* @param {Op_Lookup_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_pallet_types: ((inputs?: Op_Lookup_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports: ((inputs?: Op_Lookup_PortsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_PortsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Find postal code locations by country and city or code" |
*
* @param {Op_Lookup_Postal_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_postal_codes: ((inputs?: Op_Lookup_Postal_CodesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_Postal_CodesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times: ((inputs?: Op_Pickup_TimesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Pickup_TimesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete a saved quote" |
*
* @param {Op_Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_delete: ((inputs?: Op_Quotes_DeleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_DeleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List saved quotes" |
*
* @param {Op_Quotes_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_list: ((inputs?: Op_Quotes_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save a rate as a quote" |
*
* @param {Op_Quotes_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_quotes_save: ((inputs?: Op_Quotes_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Quotes_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate an air shipment" |
*
* @param {Op_Rates_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_air: ((inputs?: Op_Rates_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of boxes" |
*
* @param {Op_Rates_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_boxes: ((inputs?: Op_Rates_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets: ((inputs?: Op_Rates_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl: ((inputs?: Op_Rates_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl: ((inputs?: Op_Rates_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Op_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_sign_in: ((inputs?: Op_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report: ((inputs?: Op_Tariffs_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload: ((inputs?: Op_Tariffs_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the detail of a shipment" |
*
* @param {Op_Tracking_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_detail: ((inputs?: Op_Tracking_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Read the tracking messages of a shipment" |
*
* @param {Op_Tracking_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_messages: ((inputs?: Op_Tracking_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "List shipments with tracking data" |
*
* @param {Op_Tracking_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_shipments: ((inputs?: Op_Tracking_ShipmentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_ShipmentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switch tracking of a shipment on or off" |
*
* @param {Op_Tracking_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tracking_switch: ((inputs?: Op_Tracking_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tracking_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Settings" |
*
* @param {Open_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const open_settings: ((inputs?: Open_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Open_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown: ((inputs: Outcome_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Outcome_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Commands" |
*
* @param {Palette_CommandsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_commands: ((inputs?: Palette_CommandsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_CommandsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile" |
*
* @param {Palette_Input_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_label: ((inputs?: Palette_Input_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Input_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to a screen, find a shipment by code, rate, switch profile…" |
*
* @param {Palette_Input_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_input_placeholder: ((inputs?: Palette_Input_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Input_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "↑ ↓ to move, Enter to open, Esc to close." |
*
* @param {Palette_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_keys: ((inputs?: Palette_KeysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_KeysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Command palette" |
*
* @param {Palette_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_label: ((inputs?: Palette_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches “{typed}”." |
*
* @param {Palette_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_nothing_matches: ((inputs: Palette_Nothing_MatchesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Nothing_MatchesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The embedded sandbox" |
*
* @param {Palette_Profile_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_sandbox: ((inputs?: Palette_Profile_SandboxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Profile_SandboxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A freight service account" |
*
* @param {Palette_Profile_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_service: ((inputs?: Palette_Profile_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Profile_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "profile account use switch" |
*
* @param {Palette_Profile_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_words: ((inputs?: Palette_Profile_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Profile_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A new rating: {mode}" |
*
* @param {Palette_Rate_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_detail: ((inputs: Palette_Rate_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Rate_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate {mode}" |
*
* @param {Palette_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_label: ((inputs: Palette_Rate_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Rate_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "rating start new price quote" |
*
* @param {Palette_Rate_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_rate_words: ((inputs?: Palette_Rate_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Rate_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "go open screen" |
*
* @param {Palette_Screen_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_screen_words: ((inputs?: Palette_Screen_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Screen_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Looking for shipments…" |
*
* @param {Palette_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_searching: ((inputs?: Palette_SearchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_SearchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to" |
*
* @param {Palette_Section_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_go_to: ((inputs?: Palette_Section_Go_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Section_Go_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Palette_Section_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_profiles: ((inputs?: Palette_Section_ProfilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Section_ProfilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate" |
*
* @param {Palette_Section_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_rate: ((inputs?: Palette_Section_RateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Section_RateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Palette_Section_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_shipments: ((inputs?: Palette_Section_ShipmentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Section_ShipmentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Palette_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_shipment: ((inputs: Palette_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switch to {name}" |
*
* @param {Palette_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_switch_to: ((inputs: Palette_Switch_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Switch_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air freight" |
*
* @param {Pdf_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_air_freight: ((inputs?: Pdf_Air_FreightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Air_FreightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note: ((inputs?: Pdf_All_In_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_All_In_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted: ((inputs?: Pdf_As_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_As_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pdf_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier: ((inputs?: Pdf_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier notes" |
*
* @param {Pdf_Carrier_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_carrier_notes: ((inputs?: Pdf_Carrier_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Carrier_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charge: ((inputs?: Pdf_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Chargeable weight" |
*
* @param {Pdf_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_chargeable_weight: ((inputs?: Pdf_Chargeable_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Chargeable_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in: ((inputs: Pdf_Charges_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Charges_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Pdf_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_amount: ((inputs?: Pdf_Col_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Pdf_Col_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_basis: ((inputs?: Pdf_Col_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Pdf_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_charge: ((inputs?: Pdf_Col_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Pdf_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_container: ((inputs?: Pdf_Col_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Counted from" |
*
* @param {Pdf_Col_Counted_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_counted_from: ((inputs?: Pdf_Col_Counted_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Counted_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Pdf_Col_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_days: ((inputs?: Pdf_Col_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_free_time: ((inputs?: Pdf_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {Pdf_Col_PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_penalty: ((inputs?: Pdf_Col_PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Then per day" |
*
* @param {Pdf_Col_Per_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_col_per_day: ((inputs?: Pdf_Col_Per_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Per_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} box" |
* | * | "{count} boxes" |
*
* @param {Pdf_Count_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_boxes: ((inputs: Pdf_Count_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cargo line" |
* | * | "{count} cargo lines" |
*
* @param {Pdf_Count_Cargo_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_cargo_lines: ((inputs: Pdf_Count_Cargo_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_Cargo_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} container" |
* | * | "{count} containers" |
*
* @param {Pdf_Count_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_containers: ((inputs: Pdf_Count_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets: ((inputs: Pdf_Count_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} piece)" |
* | * | "({count} pieces)" |
*
* @param {Pdf_Count_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pieces: ((inputs: Pdf_Count_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day" |
* | * | "{count} days" |
*
* @param {Pdf_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_days: ((inputs: Pdf_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Pdf_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_delivery: ((inputs?: Pdf_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included: ((inputs: Pdf_Every_Charge_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_Charge_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Pdf_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_flights: ((inputs?: Pdf_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Pdf_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_free_time: ((inputs?: Pdf_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pdf_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_from: ((inputs?: Pdf_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number: ((inputs: Pdf_Give_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Give_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Pdf_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_goods: ((inputs?: Pdf_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Included" |
*
* @param {Pdf_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_included: ((inputs?: Pdf_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued: ((inputs: Pdf_IssuedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IssuedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Pdf_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_air: ((inputs?: Pdf_Mode_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes: ((inputs?: Pdf_Mode_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Pdf_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_pallets: ((inputs?: Pdf_Mode_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Pdf_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_fcl: ((inputs?: Pdf_Mode_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl: ((inputs?: Pdf_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Pdf_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_no_expiry: ((inputs?: Pdf_No_ExpiryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_ExpiryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Pdf_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_notes: ((inputs?: Pdf_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "On request" |
*
* @param {Pdf_On_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_on_request: ((inputs?: Pdf_On_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_On_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Pdf_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pickup: ((inputs?: Pdf_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking: ((inputs?: Pdf_Pre_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Pre_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all: ((inputs?: Pdf_Price_Includes_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Price_Includes_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "QUOTATION" |
*
* @param {Pdf_QuotationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quotation: ((inputs?: Pdf_QuotationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_QuotationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pdf_Quote_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_quote_label: ((inputs?: Pdf_Quote_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Quote_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref." |
*
* @param {Pdf_Ref_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_ref_label: ((inputs?: Pdf_Ref_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Ref_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference: ((inputs: Pdf_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sailing" |
*
* @param {Pdf_SailingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_sailing: ((inputs?: Pdf_SailingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SailingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Pdf_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_saved_quote: ((inputs?: Pdf_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Pdf_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_surcharge: ((inputs?: Pdf_SurchargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SurchargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included: ((inputs: Pdf_Tax_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Tax_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms: ((inputs: Pdf_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}, valid until {date}; subject to space and equipment at booking." |
*
* @param {Pdf_Terms_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms_valid: ((inputs: Pdf_Terms_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Terms_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pdf_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_to: ((inputs?: Pdf_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All-in price given by the carrier" |
*
* @param {Pdf_Total_All_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_all_in: ((inputs?: Pdf_Total_All_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_All_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total of the quote, charges included" |
*
* @param {Pdf_Total_Of_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_of_quote: ((inputs?: Pdf_Total_Of_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Of_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total price" |
*
* @param {Pdf_Total_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price: ((inputs?: Pdf_Total_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges: ((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges: ((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Pdf_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_transit: ((inputs?: Pdf_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency: ((inputs?: Pdf_Unnamed_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Unnamed_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until: ((inputs: Pdf_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Pdf_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_vessel: ((inputs?: Pdf_VesselInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VesselInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Pdf_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_via: ((inputs?: Pdf_ViaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ViaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalty" |
*
* @param {PenaltyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const penalty: ((inputs?: PenaltyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<PenaltyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount such as 25 or 25.50" |
*
* @param {Pricing_Amount_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_amount_problem: ((inputs?: Pricing_Amount_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Amount_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Pricing_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_change: ((inputs?: Pricing_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Pricing_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_col_actions: ((inputs?: Pricing_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the default margin \"{margin}\" is not a percentage such as 12.5 (0 to 1000)" |
*
* @param {Pricing_Csv_Bad_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_bad_margin: ((inputs: Pricing_Csv_Bad_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Bad_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the column \"{name}\" is named twice" |
*
* @param {Pricing_Csv_Column_TwiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_column_twice: ((inputs: Pricing_Csv_Column_TwiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Column_TwiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the file is empty: the first line names the columns, \"name\" at least" |
*
* @param {Pricing_Csv_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_empty: ((inputs?: Pricing_Csv_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "it has {fields} fields and the header {header} (a comma in a name needs quotes)" |
*
* @param {Pricing_Csv_Extra_FieldsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_extra_fields: ((inputs: Pricing_Csv_Extra_FieldsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Extra_FieldsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "and {shown} more problem" |
* | * | "and {shown} more problems" |
*
* @param {Pricing_Csv_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_more_problems: ((inputs: Pricing_Csv_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the name is empty" |
*
* @param {Pricing_Csv_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_empty: ((inputs?: Pricing_Csv_Name_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Name_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "\"{name}\" is already on line {line}" |
*
* @param {Pricing_Csv_Name_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_name_repeated: ((inputs: Pricing_Csv_Name_RepeatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Name_RepeatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the file names the columns but holds no customer" |
*
* @param {Pricing_Csv_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_customer: ((inputs?: Pricing_Csv_No_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_No_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the header has no \"name\" column" |
*
* @param {Pricing_Csv_No_Name_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_name_column: ((inputs?: Pricing_Csv_No_Name_ColumnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_No_Name_ColumnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "a quoted field is not closed (a \" is missing)" |
*
* @param {Pricing_Csv_Quote_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_quote_open: ((inputs?: Pricing_Csv_Quote_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Quote_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the {column} is longer than {max} characters" |
*
* @param {Pricing_Csv_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_too_long: ((inputs: Pricing_Csv_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unknown column \"{name}\"; the columns are {columns}" |
*
* @param {Pricing_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_unknown_column: ((inputs: Pricing_Csv_Unknown_ColumnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Unknown_ColumnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add customer" |
*
* @param {Pricing_Customer_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_add: ((inputs?: Pricing_Customer_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contact (optional)" |
*
* @param {Pricing_Customer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact: ((inputs?: Pricing_Customer_ContactInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_ContactInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Person, e-mail, phone" |
*
* @param {Pricing_Customer_Contact_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_contact_placeholder: ((inputs?: Pricing_Customer_Contact_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Contact_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency note (optional)" |
*
* @param {Pricing_Customer_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note: ((inputs?: Pricing_Customer_Currency_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Currency_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A note: the desk converts nothing." |
*
* @param {Pricing_Customer_Currency_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_hint: ((inputs?: Pricing_Customer_Currency_Note_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Currency_Note_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. invoices in EUR" |
*
* @param {Pricing_Customer_Currency_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_placeholder: ((inputs?: Pricing_Customer_Currency_Note_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Currency_Note_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Default margin % (optional)" |
*
* @param {Pricing_Customer_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin: ((inputs?: Pricing_Customer_Default_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Used when no rule for this customer is more specific." |
*
* @param {Pricing_Customer_Default_Margin_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_hint: ((inputs?: Pricing_Customer_Default_Margin_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_Margin_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Pricing_Customer_Default_Margin_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_placeholder: ((inputs?: Pricing_Customer_Default_Margin_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_Margin_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}’s default margin" |
*
* @param {Pricing_Customer_Default_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_rule: ((inputs: Pricing_Customer_Default_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change {name}" |
*
* @param {Pricing_Customer_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_change: ((inputs: Pricing_Customer_Form_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Form_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New customer" |
*
* @param {Pricing_Customer_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_form_new: ((inputs?: Pricing_Customer_Form_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Form_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language (optional)" |
*
* @param {Pricing_Customer_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language: ((inputs?: Pricing_Customer_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Spanish" |
*
* @param {Pricing_Customer_Language_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language_placeholder: ((inputs?: Pricing_Customer_Language_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Language_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Pricing_Customer_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_name: ((inputs?: Pricing_Customer_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Notes (optional)" |
*
* @param {Pricing_Customer_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_notes: ((inputs?: Pricing_Customer_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save customer" |
*
* @param {Pricing_Customer_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_save: ((inputs?: Pricing_Customer_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the customer" |
*
* @param {Pricing_Customer_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_save_failed: ((inputs?: Pricing_Customer_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer added" |
* | * | "{shown} customers added" |
*
* @param {Pricing_Customers_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_added: ((inputs: Pricing_Customers_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency note" |
*
* @param {Pricing_Customers_Col_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_currency_note: ((inputs?: Pricing_Customers_Col_Currency_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Col_Currency_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Customers_Col_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_customer: ((inputs?: Pricing_Customers_Col_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Col_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Default margin" |
*
* @param {Pricing_Customers_Col_Default_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_default_margin: ((inputs?: Pricing_Customers_Col_Default_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Col_Default_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Pricing_Customers_Col_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_col_language: ((inputs?: Pricing_Customers_Col_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Col_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer" |
* | * | "{shown} customers" |
*
* @param {Pricing_Customers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_count: ((inputs: Pricing_Customers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A CSV file's first line names its columns: {columns} (only name is required). A known name updates that customer." |
*
* @param {Pricing_Customers_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_csv_hint: ((inputs: Pricing_Customers_Csv_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Csv_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is deleted from this desk. Quotes saved for it keep its name." |
*
* @param {Pricing_Customers_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_body: ((inputs: Pricing_Customers_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete customer" |
*
* @param {Pricing_Customers_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_confirm: ((inputs?: Pricing_Customers_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not delete {name}" |
*
* @param {Pricing_Customers_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_failed: ((inputs: Pricing_Customers_Delete_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this customer?" |
*
* @param {Pricing_Customers_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_delete_title: ((inputs?: Pricing_Customers_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Delete_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Who your quotes are for. Pick one on the rating form to price its rates." |
*
* @param {Pricing_Customers_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_description: ((inputs?: Pricing_Customers_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No customers yet: add one, or import a CSV file." |
*
* @param {Pricing_Customers_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_empty: ((inputs?: Pricing_Customers_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Import CSV…" |
*
* @param {Pricing_Customers_ImportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import: ((inputs?: Pricing_Customers_ImportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_ImportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {message}" |
*
* @param {Pricing_Customers_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_failed: ((inputs: Pricing_Customers_Import_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Import_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Line {line}: {problem}" |
*
* @param {Pricing_Customers_Import_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_import_line: ((inputs: Pricing_Customers_Import_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Import_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {added}, {updated}." |
*
* @param {Pricing_Customers_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_imported: ((inputs: Pricing_Customers_ImportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_ImportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New customer" |
*
* @param {Pricing_Customers_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_new: ((inputs?: Pricing_Customers_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No customer matches the search." |
*
* @param {Pricing_Customers_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_no_match: ((inputs?: Pricing_Customers_No_MatchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_No_MatchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the customers" |
*
* @param {Pricing_Customers_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_read_failed: ((inputs?: Pricing_Customers_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search customers" |
*
* @param {Pricing_Customers_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search: ((inputs?: Pricing_Customers_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name, contact or notes" |
*
* @param {Pricing_Customers_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_search_placeholder: ((inputs?: Pricing_Customers_Search_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Search_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Customers_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_title: ((inputs?: Pricing_Customers_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{file} is too large for a customer list." |
*
* @param {Pricing_Customers_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_too_large: ((inputs: Pricing_Customers_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} customer updated" |
* | * | "{shown} customers updated" |
*
* @param {Pricing_Customers_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_updated: ((inputs: Pricing_Customers_UpdatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_UpdatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Pricing_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_delete: ((inputs?: Pricing_DeleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_DeleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule adds nothing: give a percentage, a fixed amount or a minimum" |
*
* @param {Pricing_Field_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_adds_nothing: ((inputs?: Pricing_Field_Adds_NothingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Adds_NothingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount cannot be below zero" |
*
* @param {Pricing_Field_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_below_zero: ((inputs?: Pricing_Field_Amount_Below_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amount_Below_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount is at most 1,000,000,000" |
*
* @param {Pricing_Field_Amount_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_too_high: ((inputs?: Pricing_Field_Amount_Too_HighInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amount_Too_HighInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount is a whole number of hundredths" |
*
* @param {Pricing_Field_Amount_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_whole: ((inputs?: Pricing_Field_Amount_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amount_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A fixed amount or a minimum needs its currency" |
*
* @param {Pricing_Field_Amounts_Need_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amounts_need_currency: ((inputs?: Pricing_Field_Amounts_Need_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amounts_Need_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A country is its two-letter ISO code, such as ES" |
*
* @param {Pricing_Field_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_country: ((inputs?: Pricing_Field_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A customer file is at most {max} characters" |
*
* @param {Pricing_Field_Csv_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_csv_too_large: ((inputs: Pricing_Field_Csv_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Csv_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A currency is three letters, such as EUR" |
*
* @param {Pricing_Field_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_currency: ((inputs?: Pricing_Field_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{what} is a date such as 2026-11-23" |
*
* @param {Pricing_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_date: ((inputs: Pricing_Field_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A rate of exchange is above zero" |
*
* @param {Pricing_Field_Exchange_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_above_zero: ((inputs?: Pricing_Field_Exchange_Above_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Exchange_Above_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A rate of exchange is between two currencies" |
*
* @param {Pricing_Field_Exchange_Two_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_two_currencies: ((inputs?: Pricing_Field_Exchange_Two_CurrenciesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Exchange_Two_CurrenciesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A margin cannot be below zero" |
*
* @param {Pricing_Field_Margin_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_amount_below_zero: ((inputs?: Pricing_Field_Margin_Amount_Below_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Margin_Amount_Below_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A margin cannot be below 0 %" |
*
* @param {Pricing_Field_Margin_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_below_zero: ((inputs?: Pricing_Field_Margin_Below_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Margin_Below_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A margin is at most 1,000 %" |
*
* @param {Pricing_Field_Margin_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_too_high: ((inputs?: Pricing_Field_Margin_Too_HighInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Margin_Too_HighInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The name is required" |
*
* @param {Pricing_Field_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_name_required: ((inputs?: Pricing_Field_Name_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Name_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Pricing_Field_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_no_decimals: ((inputs: Pricing_Field_No_DecimalsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_No_DecimalsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{what} must be text" |
*
* @param {Pricing_Field_Not_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_not_text: ((inputs: Pricing_Field_Not_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Not_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount per container needs the mode Sea FCL (the only one rated by container)" |
*
* @param {Pricing_Field_Per_Container_Needs_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_per_container_needs_fcl: ((inputs?: Pricing_Field_Per_Container_Needs_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Per_Container_Needs_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A percentage is a whole number of hundredths of a percent" |
*
* @param {Pricing_Field_Percent_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_percent_whole: ((inputs?: Pricing_Field_Percent_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Percent_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN" |
*
* @param {Pricing_Field_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_port: ((inputs?: Pricing_Field_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule needs a name" |
*
* @param {Pricing_Field_Rule_Needs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_rule_needs_name: ((inputs?: Pricing_Field_Rule_Needs_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Rule_Needs_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount must be a safe integer" |
*
* @param {Pricing_Field_Safe_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_safe_amount: ((inputs?: Pricing_Field_Safe_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Safe_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier" |
*
* @param {Pricing_Field_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_carrier: ((inputs?: Pricing_Field_The_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The contact" |
*
* @param {Pricing_Field_The_ContactInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_contact: ((inputs?: Pricing_Field_The_ContactInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_ContactInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The currency note" |
*
* @param {Pricing_Field_The_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_currency_note: ((inputs?: Pricing_Field_The_Currency_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_Currency_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The language" |
*
* @param {Pricing_Field_The_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_language: ((inputs?: Pricing_Field_The_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The name" |
*
* @param {Pricing_Field_The_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_name: ((inputs?: Pricing_Field_The_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The notes" |
*
* @param {Pricing_Field_The_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_notes: ((inputs?: Pricing_Field_The_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The search" |
*
* @param {Pricing_Field_The_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_search: ((inputs?: Pricing_Field_The_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{what} must be at most {max} characters" |
*
* @param {Pricing_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_too_long: ((inputs: Pricing_Field_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "carrier" |
*
* @param {Pricing_Level_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_carrier: ((inputs?: Pricing_Level_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "customer" |
*
* @param {Pricing_Level_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_customer: ((inputs?: Pricing_Level_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "desk default" |
*
* @param {Pricing_Level_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_desk: ((inputs?: Pricing_Level_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "lane (countries)" |
*
* @param {Pricing_Level_Lane_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_country: ((inputs?: Pricing_Level_Lane_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_Lane_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "lane (ports)" |
*
* @param {Pricing_Level_Lane_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_lane_port: ((inputs?: Pricing_Level_Lane_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_Lane_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "mode" |
*
* @param {Pricing_Level_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_level_mode: ((inputs?: Pricing_Level_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Level_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The customer chosen is no longer on this desk: pick one again." |
*
* @param {Pricing_Main_Chosen_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_chosen_customer_gone: ((inputs?: Pricing_Main_Chosen_Customer_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Chosen_Customer_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This customer is no longer on this desk: it was deleted meanwhile." |
*
* @param {Pricing_Main_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_gone: ((inputs?: Pricing_Main_Customer_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A margin rule is for this customer ({names}): delete or change it first." |
* | * | "{shown} margin rules are for this customer ({names}): delete or change them first." |
*
* @param {Pricing_Main_Customer_Has_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_has_rules: ((inputs: Pricing_Main_Customer_Has_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_Has_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is already a customer of this desk." |
*
* @param {Pricing_Main_Customer_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken: ((inputs: Pricing_Main_Customer_TakenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_TakenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” is already a customer: change that one, or give another name" |
*
* @param {Pricing_Main_Customer_Taken_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_taken_field: ((inputs: Pricing_Main_Customer_Taken_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_Taken_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Nothing was imported: the file has a problem. Fix it and import the file again." |
* | * | "Nothing was imported: the file has {shown} problems. Fix them and import the file again." |
*
* @param {Pricing_Main_Import_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_import_refused: ((inputs: Pricing_Main_Import_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Import_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick a customer of this desk" |
*
* @param {Pricing_Main_Pick_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_pick_customer: ((inputs?: Pricing_Main_Pick_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Pick_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your cus..." |
*
* @param {Pricing_Main_Quote_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_not_priced: ((inputs?: Pricing_Main_Quote_Not_PricedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quote_Not_PricedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Pricing_Main_Quote_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_sell_unknown: ((inputs?: Pricing_Main_Quote_Sell_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quote_Sell_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}”" |
*
* @param {Pricing_Main_Quoted_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quoted_name: ((inputs: Pricing_Main_Quoted_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quoted_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate {rate} is not kept on this desk any more: rate the shipment again." |
*
* @param {Pricing_Main_Rate_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rate_gone: ((inputs: Pricing_Main_Rate_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Rate_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The customer of this rule is no longer on this desk." |
*
* @param {Pricing_Main_Rule_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_customer_gone: ((inputs?: Pricing_Main_Rule_Customer_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Rule_Customer_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This rule is no longer on this desk: it was deleted meanwhile." |
*
* @param {Pricing_Main_Rule_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_rule_gone: ((inputs?: Pricing_Main_Rule_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Rule_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The margin rules or the customer changed since the rates were shown: look at the sell price again, then save." |
*
* @param {Pricing_Main_Sell_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_changed: ((inputs?: Pricing_Main_Sell_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Sell_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service saved the quote, but this desk could not keep its sell price ({why}). Save it again: the service answers the same quote." |
*
* @param {Pricing_Main_Sell_Not_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_not_kept: ((inputs: Pricing_Main_Sell_Not_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Sell_Not_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The sell price of this rate is not known." |
*
* @param {Pricing_Main_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_unknown: ((inputs?: Pricing_Main_Sell_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Sell_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "By charge (the margin spread over them)" |
*
* @param {Pricing_Pdf_By_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_by_charge: ((inputs?: Pricing_Pdf_By_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_By_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin." |
*
* @param {Pricing_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_description: ((inputs?: Pricing_Pdf_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name the carrier" |
*
* @param {Pricing_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier: ((inputs?: Pricing_Pdf_Name_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Name_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its name and service under the customer’s." |
*
* @param {Pricing_Pdf_Name_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier_hint: ((inputs?: Pricing_Pdf_Name_Carrier_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Name_Carrier_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "One line: the sell price" |
*
* @param {Pricing_Pdf_One_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_one_line: ((inputs?: Pricing_Pdf_One_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_One_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Pricing_Pdf_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_price: ((inputs?: Pricing_Pdf_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save quote PDFs" |
*
* @param {Pricing_Pdf_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save: ((inputs?: Pricing_Pdf_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the quote PDF settings" |
*
* @param {Pricing_Pdf_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save_failed: ((inputs?: Pricing_Pdf_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Terms" |
*
* @param {Pricing_Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms: ((inputs?: Pricing_Pdf_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Printed at the foot of every quote, after its validity." |
*
* @param {Pricing_Pdf_Terms_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms_hint: ((inputs?: Pricing_Pdf_Terms_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Terms_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote PDFs" |
*
* @param {Pricing_Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_title: ((inputs?: Pricing_Pdf_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{percent} %" |
*
* @param {Pricing_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percent: ((inputs: Pricing_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A percentage such as 12 or 12.5 (0 to 1000)" |
*
* @param {Pricing_Percentage_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_percentage_problem: ((inputs?: Pricing_Percentage_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Percentage_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All customers" |
*
* @param {Pricing_Report_All_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_all_customers: ((inputs?: Pricing_Report_All_CustomersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_All_CustomersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Pricing_Report_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_by_hand: ((inputs?: Pricing_Report_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the report was cancelled." |
*
* @param {Pricing_Report_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_cancelled: ((inputs?: Pricing_Report_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Pricing_Report_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_buy: ((inputs: Pricing_Report_Col_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pricing_Report_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_carrier: ((inputs?: Pricing_Report_Col_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Report_Col_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_customer: ((inputs?: Pricing_Report_Col_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pricing_Report_Col_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_from: ((inputs?: Pricing_Report_Col_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Pricing_Report_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_margin: ((inputs: Pricing_Report_Col_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Pricing_Report_Col_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_mode: ((inputs?: Pricing_Report_Col_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Pricing_Report_Col_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_quote: ((inputs?: Pricing_Report_Col_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Col_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_quotes: ((inputs?: Pricing_Report_Col_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Pricing_Report_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_rule: ((inputs?: Pricing_Report_Col_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Pricing_Report_Col_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_saved: ((inputs?: Pricing_Report_Col_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Pricing_Report_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_sell: ((inputs: Pricing_Report_Col_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pricing_Report_Col_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_to: ((inputs?: Pricing_Report_Col_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Pricing_Report_Col_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_valid_until: ((inputs?: Pricing_Report_Col_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Report_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_customer: ((inputs?: Pricing_Report_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency." |
*
* @param {Pricing_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_description: ((inputs?: Pricing_Report_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each quote" |
*
* @param {Pricing_Report_Each_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_each_quote: ((inputs?: Pricing_Report_Each_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Each_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Pricing_Report_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_csv: ((inputs?: Pricing_Report_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Pricing_Report_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_export_xlsx: ((inputs?: Pricing_Report_Export_XlsxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Export_XlsxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The report was not saved" |
*
* @param {Pricing_Report_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_failed: ((inputs?: Pricing_Report_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "quotes by customer {from} to {to}" |
*
* @param {Pricing_Report_File_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_customers: ((inputs: Pricing_Report_File_CustomersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_File_CustomersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "quotes {from} to {to}" |
*
* @param {Pricing_Report_File_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_file_quotes: ((inputs: Pricing_Report_File_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_File_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Pricing_Report_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_from: ((inputs?: Pricing_Report_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lines" |
*
* @param {Pricing_Report_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_lines: ((inputs?: Pricing_Report_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no currency" |
*
* @param {Pricing_Report_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_currency: ((inputs?: Pricing_Report_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No customer" |
*
* @param {Pricing_Report_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_customer: ((inputs?: Pricing_Report_No_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_No_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Pricing_Report_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_no_rule: ((inputs?: Pricing_Report_No_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_No_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Per customer" |
*
* @param {Pricing_Report_Per_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_per_customer: ((inputs?: Pricing_Report_Per_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Per_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To is before From" |
*
* @param {Pricing_Report_Period_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_period_problem: ((inputs?: Pricing_Report_Period_ProblemInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Period_ProblemInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name} ({level})" |
*
* @param {Pricing_Report_Rule_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_rule_level: ((inputs: Pricing_Report_Rule_LevelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Rule_LevelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customers" |
*
* @param {Pricing_Report_Sheet_CustomersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_customers: ((inputs?: Pricing_Report_Sheet_CustomersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Sheet_CustomersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Sheet_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_quotes: ((inputs?: Pricing_Report_Sheet_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Sheet_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes report" |
*
* @param {Pricing_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_title: ((inputs?: Pricing_Report_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Pricing_Report_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_to: ((inputs?: Pricing_Report_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add rule" |
*
* @param {Pricing_Rule_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_add: ((inputs?: Pricing_Rule_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any carrier" |
*
* @param {Pricing_Rule_Any_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_carrier: ((inputs?: Pricing_Rule_Any_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Any_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any customer" |
*
* @param {Pricing_Rule_Any_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_customer: ((inputs?: Pricing_Rule_Any_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Any_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any mode" |
*
* @param {Pricing_Rule_Any_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_any_mode: ((inputs?: Pricing_Rule_Any_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Any_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Pricing_Rule_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_carrier: ((inputs?: Pricing_Rule_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Its name or code." |
*
* @param {Pricing_Rule_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_carrier_hint: ((inputs?: Pricing_Rule_Carrier_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Carrier_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Counted" |
*
* @param {Pricing_Rule_CountedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_counted: ((inputs?: Pricing_Rule_CountedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_CountedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency of the amounts" |
*
* @param {Pricing_Rule_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency: ((inputs?: Pricing_Rule_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule's amounts apply to rates in it." |
*
* @param {Pricing_Rule_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_currency_hint: ((inputs?: Pricing_Rule_Currency_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Currency_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customer" |
*
* @param {Pricing_Rule_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_customer: ((inputs?: Pricing_Rule_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination country" |
*
* @param {Pricing_Rule_Destination_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country: ((inputs?: Pricing_Rule_Destination_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any, e.g. CN" |
*
* @param {Pricing_Rule_Destination_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country_placeholder: ((inputs?: Pricing_Rule_Destination_Country_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_Country_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination port" |
*
* @param {Pricing_Rule_Destination_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port: ((inputs?: Pricing_Rule_Destination_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any, e.g. CNSHA" |
*
* @param {Pricing_Rule_Destination_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port_placeholder: ((inputs?: Pricing_Rule_Destination_Port_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_Port_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fixed amount (optional)" |
*
* @param {Pricing_Rule_FixedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_fixed: ((inputs?: Pricing_Rule_FixedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_FixedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 50" |
*
* @param {Pricing_Rule_Fixed_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_fixed_placeholder: ((inputs?: Pricing_Rule_Fixed_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Fixed_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rule_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_for: ((inputs?: Pricing_Rule_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change the rule {name}" |
*
* @param {Pricing_Rule_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_change: ((inputs: Pricing_Rule_Form_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Form_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New margin rule" |
*
* @param {Pricing_Rule_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_new: ((inputs?: Pricing_Rule_Form_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Form_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The margin" |
*
* @param {Pricing_Rule_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_margin: ((inputs?: Pricing_Rule_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum margin (optional)" |
*
* @param {Pricing_Rule_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum: ((inputs?: Pricing_Rule_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 25" |
*
* @param {Pricing_Rule_Minimum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum_placeholder: ((inputs?: Pricing_Rule_Minimum_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Minimum_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Pricing_Rule_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_mode: ((inputs?: Pricing_Rule_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule name" |
*
* @param {Pricing_Rule_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name: ((inputs?: Pricing_Rule_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Sea FCL standard" |
*
* @param {Pricing_Rule_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_name_placeholder: ((inputs?: Pricing_Rule_Name_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Name_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin country" |
*
* @param {Pricing_Rule_Origin_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country: ((inputs?: Pricing_Rule_Origin_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any, e.g. ES" |
*
* @param {Pricing_Rule_Origin_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country_placeholder: ((inputs?: Pricing_Rule_Origin_Country_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_Country_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin port" |
*
* @param {Pricing_Rule_Origin_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_port: ((inputs?: Pricing_Rule_Origin_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any, e.g. ESVLC" |
*
* @param {Pricing_Rule_Origin_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_port_placeholder: ((inputs?: Pricing_Rule_Origin_Port_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_Port_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "per container (Sea FCL)" |
*
* @param {Pricing_Rule_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_container: ((inputs?: Pricing_Rule_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "per kg" |
*
* @param {Pricing_Rule_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_kg: ((inputs?: Pricing_Rule_Per_KgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Per_KgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "per shipment" |
*
* @param {Pricing_Rule_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_per_shipment: ((inputs?: Pricing_Rule_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Percentage of the buy price" |
*
* @param {Pricing_Rule_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent: ((inputs?: Pricing_Rule_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 12" |
*
* @param {Pricing_Rule_Percent_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_percent_placeholder: ((inputs?: Pricing_Rule_Percent_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Percent_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "UN/LOCODE, or an airport's IATA code." |
*
* @param {Pricing_Rule_Port_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_port_hint: ((inputs?: Pricing_Rule_Port_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Port_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save rule" |
*
* @param {Pricing_Rule_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save: ((inputs?: Pricing_Rule_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the rule" |
*
* @param {Pricing_Rule_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_save_failed: ((inputs?: Pricing_Rule_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "For the rates of" |
*
* @param {Pricing_Rules_Col_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_for: ((inputs?: Pricing_Rules_Col_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Col_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Pricing_Rules_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_margin: ((inputs?: Pricing_Rules_Col_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Col_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Pricing_Rules_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_col_rule: ((inputs?: Pricing_Rules_Col_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Col_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rule" |
* | * | "{shown} rules" |
*
* @param {Pricing_Rules_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_count: ((inputs: Pricing_Rules_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” no longer prices rates. Quotes saved with it keep their prices." |
*
* @param {Pricing_Rules_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_body: ((inputs: Pricing_Rules_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete rule" |
*
* @param {Pricing_Rules_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_confirm: ((inputs?: Pricing_Rules_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Delete_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not delete the rule" |
*
* @param {Pricing_Rules_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_failed: ((inputs?: Pricing_Rules_Delete_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Delete_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this rule?" |
*
* @param {Pricing_Rules_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_delete_title: ((inputs?: Pricing_Rules_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Delete_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s ..." |
*
* @param {Pricing_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_description: ((inputs?: Pricing_Rules_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No rules yet: every rate sells at its buy price until you add one." |
*
* @param {Pricing_Rules_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_empty: ((inputs?: Pricing_Rules_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{level} rule" |
*
* @param {Pricing_Rules_Level_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_level_note: ((inputs: Pricing_Rules_Level_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Level_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New rule" |
*
* @param {Pricing_Rules_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_new: ((inputs?: Pricing_Rules_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the margin rules" |
*
* @param {Pricing_Rules_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_read_failed: ((inputs?: Pricing_Rules_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin rules" |
*
* @param {Pricing_Rules_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_title: ((inputs?: Pricing_Rules_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "any" |
*
* @param {Pricing_Scope_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_any: ((inputs?: Pricing_Scope_AnyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scope_AnyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "customer #{id} (deleted)" |
*
* @param {Pricing_Scope_Deleted_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_deleted_customer: ((inputs: Pricing_Scope_Deleted_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scope_Deleted_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every rate" |
*
* @param {Pricing_Scope_Every_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_every_rate: ((inputs?: Pricing_Scope_Every_RateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scope_Every_RateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{terms}, at least {minimum}" |
*
* @param {Pricing_Terms_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_at_least: ((inputs: Pricing_Terms_At_LeastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_At_LeastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "nothing" |
*
* @param {Pricing_Terms_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_nothing: ((inputs?: Pricing_Terms_NothingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_NothingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} per container" |
*
* @param {Pricing_Terms_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_container: ((inputs: Pricing_Terms_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} per kg" |
*
* @param {Pricing_Terms_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_kg: ((inputs: Pricing_Terms_Per_KgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_KgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} per shipment" |
*
* @param {Pricing_Terms_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_shipment: ((inputs: Pricing_Terms_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "an unknown currency" |
*
* @param {Pricing_Unknown_An_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_an_unknown_currency: ((inputs?: Pricing_Unknown_An_Unknown_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_An_Unknown_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Pricing_Unknown_Currency_JoinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_currency_join: ((inputs: Pricing_Unknown_Currency_JoinInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Currency_JoinInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule’s amounts are in {rule} and this rate is in {theirs}: give a rate of exchange from {rule} for this quote, or set the margin by hand." |
*
* @param {Pricing_Unknown_Needs_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_needs_exchange: ((inputs: Pricing_Unknown_Needs_ExchangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Needs_ExchangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This rate has no amount in {currency}." |
*
* @param {Pricing_Unknown_No_Amount_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_amount_in: ((inputs: Pricing_Unknown_No_Amount_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_Amount_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier gave no price for this rate." |
*
* @param {Pricing_Unknown_No_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_buy: ((inputs?: Pricing_Unknown_No_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule adds an amount per container, and this shipment has no containers." |
*
* @param {Pricing_Unknown_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_containers: ((inputs?: Pricing_Unknown_No_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule adds an amount per kilogram, and the request gives no weight." |
*
* @param {Pricing_Unknown_No_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_weight: ((inputs?: Pricing_Unknown_No_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rule has an amount without a currency." |
*
* @param {Pricing_Unknown_Rule_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_rule_no_currency: ((inputs?: Pricing_Unknown_Rule_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Rule_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "that currency" |
*
* @param {Pricing_Unknown_That_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_that_currency: ((inputs?: Pricing_Unknown_That_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_That_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the most specific of {count} that match." |
*
* @param {Pricing_Why_Most_SpecificInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_most_specific: ((inputs: Pricing_Why_Most_SpecificInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_Most_SpecificInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No margin rule matches this rate: it sells at its buy price." |
*
* @param {Pricing_Why_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_no_rule: ((inputs?: Pricing_Why_No_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_No_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as the older rule." |
*
* @param {Pricing_Why_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_older: ((inputs: Pricing_Why_OlderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_OlderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the only one that matches." |
*
* @param {Pricing_Why_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_only: ((inputs: Pricing_Why_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as a rule you wrote over a default margin." |
*
* @param {Pricing_Why_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_written: ((inputs: Pricing_Why_WrittenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_WrittenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description: ((inputs?: Profile_Form_Add_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add a service profile" |
*
* @param {Profile_Form_Add_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_title: ((inputs?: Profile_Form_Add_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API key" |
*
* @param {Profile_Form_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_key: ((inputs?: Profile_Form_Api_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "API secret" |
*
* @param {Profile_Form_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_api_secret: ((inputs?: Profile_Form_Api_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Api_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Profile_Form_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url: ((inputs?: Profile_Form_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint: ((inputs?: Profile_Form_Base_Url_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "https://api.example.com" |
*
* @param {Profile_Form_Base_Url_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_placeholder: ((inputs?: Profile_Form_Base_Url_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description: ((inputs?: Profile_Form_Edit_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit “{name}”" |
*
* @param {Profile_Form_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_title: ((inputs: Profile_Form_Edit_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored key." |
*
* @param {Profile_Form_Keep_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_key: ((inputs?: Profile_Form_Keep_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to keep the stored secret." |
*
* @param {Profile_Form_Keep_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_keep_secret: ((inputs?: Profile_Form_Keep_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Keep_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Profile_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name: ((inputs?: Profile_Form_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint: ((inputs?: Profile_Form_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The base URL now points at {typed}, not {saved}. Freight Desk sends the stored key and secret only to the server they were entered for, so this change needs ..." |
*
* @param {Profile_Form_New_Server_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_body: ((inputs: Profile_Form_New_Server_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New server: enter its API key and secret" |
*
* @param {Profile_Form_New_Server_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_server_title: ((inputs?: Profile_Form_New_Server_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Server_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The profile was not saved" |
*
* @param {Profile_Form_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_not_saved: ((inputs?: Profile_Form_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server: ((inputs?: Profile_Form_Required_New_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Required_New_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save profile" |
*
* @param {Profile_Form_SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_save: ((inputs?: Profile_Form_SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved “{name}”. Stored in the system keychain." |
*
* @param {Profile_Form_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_saved: ((inputs: Profile_Form_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint: ((inputs?: Profile_Form_Secret_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Secret_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Profiles_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_active: ((inputs?: Profiles_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Base URL:" |
*
* @param {Profiles_Base_Url_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_base_url_said: ((inputs?: Profiles_Base_Url_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Base_Url_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles" |
*
* @param {Profiles_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_caption: ((inputs?: Profiles_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Profiles_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_actions: ((inputs?: Profiles_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Profiles_Col_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_credentials: ((inputs?: Profiles_Col_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Profiles_Col_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_col_profile: ((inputs?: Profiles_Col_ProfileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Col_ProfileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Built-in demo credentials" |
*
* @param {Profiles_Demo_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_demo_credentials: ((inputs?: Profiles_Demo_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Demo_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service Freight Desk works with. The embedded sandbox runs on this computer with demo data and needs no account." |
*
* @param {Profiles_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_description: ((inputs?: Profiles_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Editing" |
*
* @param {Profiles_EditingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_editing: ((inputs?: Profiles_EditingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_EditingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading profiles…" |
*
* @param {Profiles_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_loading: ((inputs?: Profiles_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not stored: edit to add them" |
*
* @param {Profiles_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_not_stored: ((inputs?: Profiles_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the profiles" |
*
* @param {Profiles_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_read_failed: ((inputs?: Profiles_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone." |
*
* @param {Profiles_Remove_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body: ((inputs?: Profiles_Remove_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk forgets this profile and deletes its API key and secret from the system keychain. This cannot be undone; the app switches back to the Sandbox." |
*
* @param {Profiles_Remove_Body_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_body_active: ((inputs?: Profiles_Remove_Body_ActiveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_Body_ActiveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove profile" |
*
* @param {Profiles_Remove_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_confirm: ((inputs?: Profiles_Remove_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not remove “{name}”" |
*
* @param {Profiles_Remove_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_failed: ((inputs: Profiles_Remove_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove “{name}”?" |
*
* @param {Profiles_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_remove_title: ((inputs: Profiles_Remove_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Remove_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain: ((inputs?: Profiles_Stored_KeychainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Stored_KeychainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch to “{name}”" |
*
* @param {Profiles_Switch_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_switch_failed: ((inputs: Profiles_Switch_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Switch_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Profiles_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_title: ((inputs?: Profiles_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use this profile" |
*
* @param {Profiles_UseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_use: ((inputs?: Profiles_UseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_UseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Progress_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const progress_in_progress: ((inputs?: Progress_In_ProgressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Progress_In_ProgressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote PDF" |
*
* @param {Quote_PdfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quote_pdf: ((inputs?: Quote_PdfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_PdfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "as quoted" |
*
* @param {Quotes_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_as_quoted: ((inputs?: Quotes_As_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_As_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book" |
*
* @param {Quotes_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_book: ((inputs?: Quotes_BookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_BookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "buy" |
*
* @param {Quotes_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_buy: ((inputs?: Quotes_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Quotes_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_actions: ((inputs?: Quotes_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier and shipment" |
*
* @param {Quotes_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_carrier: ((inputs?: Quotes_Col_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Quotes_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_delivery: ((inputs?: Quotes_Col_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Quotes_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_price: ((inputs?: Quotes_Col_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Quotes_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_transit: ((inputs?: Quotes_Col_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Quotes_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_col_valid: ((inputs?: Quotes_Col_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Col_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_count: ((inputs: Quotes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Quotes_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete: ((inputs?: Quotes_DeleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_DeleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This quote ({quote}) is deleted from the freight service. It cannot be booked afterwards, and this cannot be undone." |
*
* @param {Quotes_Delete_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_body: ((inputs: Quotes_Delete_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete quote" |
*
* @param {Quotes_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_confirm: ((inputs?: Quotes_Delete_ConfirmInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_ConfirmInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not delete the quote" |
*
* @param {Quotes_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_failed: ((inputs?: Quotes_Delete_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this quote?" |
*
* @param {Quotes_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_title: ((inputs?: Quotes_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The list below was read again: if the quote ({quote}) is still listed, it was not deleted." |
*
* @param {Quotes_Delete_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_body: ((inputs: Quotes_Delete_Unknown_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_Unknown_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the quote may or may not have been deleted" |
*
* @param {Quotes_Delete_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_what: ((inputs?: Quotes_Delete_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote from {carrier} deleted." |
*
* @param {Quotes_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_deleted: ((inputs: Quotes_DeletedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_DeletedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates saved from Rating. Book one before it expires; an expired quote must be rated again." |
*
* @param {Quotes_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description: ((inputs?: Quotes_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Quotes_Description_ColInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_description_col: ((inputs?: Quotes_Description_ColInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Description_ColInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "for {customer}" |
*
* @param {Quotes_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_for_customer: ((inputs: Quotes_For_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_For_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to Rating" |
*
* @param {Quotes_Go_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_go_rating: ((inputs?: Quotes_Go_RatingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Go_RatingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Hide {shown} surcharge" |
* | * | "Hide {shown} surcharges" |
*
* @param {Quotes_Hide_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_hide_surcharges: ((inputs: Quotes_Hide_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Hide_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the saved quotes" |
*
* @param {Quotes_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_load_failed: ((inputs?: Quotes_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading saved quotes…" |
*
* @param {Quotes_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_loading: ((inputs?: Quotes_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking and deleting quotes need the service." |
*
* @param {Quotes_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_needs_service: ((inputs?: Quotes_Needs_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Needs_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no customer" |
*
* @param {Quotes_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_customer: ((inputs?: Quotes_No_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_No_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Quotes_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_no_rule: ((inputs?: Quotes_No_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_No_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate a shipment and choose Save quote on the offer you want to keep." |
*
* @param {Quotes_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_body: ((inputs?: Quotes_None_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_None_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No saved quotes" |
*
* @param {Quotes_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_none_title: ((inputs?: Quotes_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not bookable: the quote expired. Rate again for a current price." |
*
* @param {Quotes_Not_Bookable_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_expired: ((inputs?: Quotes_Not_Bookable_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not bookable: {mode} quotes cannot be booked here." |
*
* @param {Quotes_Not_Bookable_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_mode: ((inputs: Quotes_Not_Bookable_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not bookable: the service did not say the shipment type." |
*
* @param {Quotes_Not_Bookable_No_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_no_type: ((inputs?: Quotes_Not_Bookable_No_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Bookable_No_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not confirmed" |
*
* @param {Quotes_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_confirmed: ((inputs?: Quotes_Not_ConfirmedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_ConfirmedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF." |
*
* @param {Quotes_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_priced: ((inputs?: Quotes_Not_PricedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_PricedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "buy price: not sold on this desk" |
*
* @param {Quotes_Not_Sold_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_sold_here: ((inputs?: Quotes_Not_Sold_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_Sold_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the PDF was cancelled." |
*
* @param {Quotes_Pdf_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_cancelled: ((inputs?: Quotes_Pdf_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The quote PDF was not saved" |
*
* @param {Quotes_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_failed: ((inputs?: Quotes_Pdf_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "PDF language" |
*
* @param {Quotes_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language: ((inputs?: Quotes_Pdf_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customer’s ({language})" |
*
* @param {Quotes_Pdf_Language_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_customer: ((inputs: Quotes_Pdf_Language_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Desk’s ({language})" |
*
* @param {Quotes_Pdf_Language_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_desk: ((inputs: Quotes_Pdf_Language_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Each customer’s, else {language}" |
*
* @param {Quotes_Pdf_Language_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_each: ((inputs: Quotes_Pdf_Language_EachInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_EachInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Quotes_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pickup_on: ((inputs: Quotes_Pickup_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pickup_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "+ margin" |
*
* @param {Quotes_Plus_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_plus_margin: ((inputs?: Quotes_Plus_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Plus_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Quotes_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload: ((inputs?: Quotes_ReloadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_ReloadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reload saved quotes" |
*
* @param {Quotes_Reload_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_reload_saved: ((inputs?: Quotes_Reload_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Reload_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Quotes_Set_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_set_by_hand: ((inputs?: Quotes_Set_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Set_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Show {shown} surcharge" |
* | * | "Show {shown} surcharges" |
*
* @param {Quotes_Show_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_show_surcharges: ((inputs: Quotes_Show_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Show_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Quotes_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharge: ((inputs?: Quotes_SurchargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_SurchargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharges of the quote from {carrier}" |
*
* @param {Quotes_Surcharges_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharges_of: ((inputs: Quotes_Surcharges_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Surcharges_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tax" |
*
* @param {Quotes_TaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_tax: ((inputs?: Quotes_TaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_TaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the carrier" |
*
* @param {Quotes_The_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_the_carrier: ((inputs?: Quotes_The_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_The_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quotes" |
*
* @param {Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_title: ((inputs?: Quotes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Quotes_Type_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_type_unknown: ((inputs?: Quotes_Type_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Type_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown carrier" |
*
* @param {Quotes_Unknown_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier: ((inputs?: Quotes_Unknown_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Unknown_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unknown carrier" |
*
* @param {Quotes_Unknown_Carrier_LowerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier_lower: ((inputs?: Quotes_Unknown_Carrier_LowerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Unknown_Carrier_LowerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk has no postal-code list for {country}: if no place is suggested, type the postal code, city and region below." |
*
* @param {Rating_Address_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_by_hand: ((inputs: Rating_Address_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filled in from the place you pick. Type them only for a place the lookup does not know." |
*
* @param {Rating_Address_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_hint: ((inputs?: Rating_Address_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "place" |
*
* @param {Rating_Address_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_noun: ((inputs?: Rating_Address_NounInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_NounInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "08001 or Barcelona" |
*
* @param {Rating_Address_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_placeholder: ((inputs?: Rating_Address_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Rating_Address_Postal_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_postal_code: ((inputs?: Rating_Address_Postal_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_Postal_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Region code" |
*
* @param {Rating_Address_RegionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_region: ((inputs?: Rating_Address_RegionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_RegionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Rating_Address_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_address_search: ((inputs?: Rating_Address_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Address_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Aircraft" |
*
* @param {Rating_Air_AircraftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_aircraft: ((inputs?: Rating_Air_AircraftInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_AircraftInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Rating_Air_ArrivesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_arrives: ((inputs?: Rating_Air_ArrivesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_ArrivesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Chargeable weight: {weight} kg" |
*
* @param {Rating_Air_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_chargeable_weight: ((inputs: Rating_Air_Chargeable_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_Chargeable_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Departs" |
*
* @param {Rating_Air_DepartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_departs: ((inputs?: Rating_Air_DepartsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_DepartsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Flight" |
*
* @param {Rating_Air_FlightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flight: ((inputs?: Rating_Air_FlightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_FlightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Flights" |
*
* @param {Rating_Air_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_flights: ((inputs?: Rating_Air_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight:" |
*
* @param {Rating_Air_FreightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_freight: ((inputs?: Rating_Air_FreightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_FreightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No flights given." |
*
* @param {Rating_Air_No_FlightsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_no_flights: ((inputs?: Rating_Air_No_FlightsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Air_No_FlightsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_All_In_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_price_and_surcharges: ((inputs?: Rating_All_In_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_All_In_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "sum of the surcharges" |
*
* @param {Rating_All_In_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_surcharges: ((inputs?: Rating_All_In_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_All_In_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote not saved: {message}" |
*
* @param {Rating_Announce_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_not_saved: ((inputs: Rating_Announce_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote saved." |
*
* @param {Rating_Announce_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved: ((inputs?: Rating_Announce_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote saved as {number}." |
*
* @param {Rating_Announce_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved_as: ((inputs: Rating_Announce_Saved_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_Saved_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome unknown: the quote may or may not have been saved. Check Quotes." |
*
* @param {Rating_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_unknown: ((inputs?: Rating_Announce_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Book" |
*
* @param {Rating_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book: ((inputs?: Rating_BookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_BookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save this rate as a quote if it is not, and open its booking form" |
*
* @param {Rating_Book_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_title: ((inputs?: Rating_Book_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Book_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The save’s outcome is unknown: check Quotes before booking" |
*
* @param {Rating_Book_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_book_unknown_title: ((inputs?: Rating_Book_Unknown_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Book_Unknown_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} carrier" |
* | * | "{shown} carriers" |
*
* @param {Rating_Carriers_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_carriers_count: ((inputs: Rating_Carriers_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Carriers_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cheapest" |
*
* @param {Rating_CheapestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_cheapest: ((inputs?: Rating_CheapestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_CheapestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Quotes" |
*
* @param {Rating_Check_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_check_quotes: ((inputs?: Rating_Check_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Check_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Rating_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_city: ((inputs?: Rating_CityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_CityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Rating_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_actions: ((inputs?: Rating_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy" |
*
* @param {Rating_Col_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_buy: ((inputs?: Rating_Col_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier and service" |
*
* @param {Rating_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_carrier: ((inputs?: Rating_Col_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_delivery: ((inputs?: Rating_Col_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Rating_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_sell: ((inputs?: Rating_Col_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Rating_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_transit: ((inputs?: Rating_Col_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Rating_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_col_valid: ((inputs?: Rating_Col_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Col_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Rating_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_container: ((inputs?: Rating_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Rating_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country: ((inputs?: Rating_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal code typed by hand" |
*
* @param {Rating_Country_Group_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_by_hand: ((inputs?: Rating_Country_Group_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Country_Group_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Postal codes suggested" |
*
* @param {Rating_Country_Group_ListedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_country_group_listed: ((inputs?: Rating_Country_Group_ListedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Country_Group_ListedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Rating_Csv_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy: ((inputs: Rating_Csv_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy from" |
*
* @param {Rating_Csv_Buy_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy_from: ((inputs?: Rating_Csv_Buy_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Buy_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Rating_Csv_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_carrier: ((inputs?: Rating_Csv_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Csv_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_delivery: ((inputs?: Rating_Csv_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no price" |
*
* @param {Rating_Csv_From_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_none: ((inputs?: Rating_Csv_From_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_From_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "carrier price" |
*
* @param {Rating_Csv_From_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_price: ((inputs?: Rating_Csv_From_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_From_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_Csv_From_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_price_and_surcharges: ((inputs?: Rating_Csv_From_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_From_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "sum of surcharges" |
*
* @param {Rating_Csv_From_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_from_surcharges: ((inputs?: Rating_Csv_From_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_From_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin {currency}" |
*
* @param {Rating_Csv_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin: ((inputs: Rating_Csv_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Rating_Csv_Margin_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin_rule: ((inputs?: Rating_Csv_Margin_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Margin_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Rating_Csv_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_pickup: ((inputs?: Rating_Csv_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "pre-booking: no sailing confirmed" |
*
* @param {Rating_Csv_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_prebooking: ((inputs?: Rating_Csv_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rate id" |
*
* @param {Rating_Csv_Rate_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rate_id: ((inputs?: Rating_Csv_Rate_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rate_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Csv_Rule_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_by_hand: ((inputs?: Rating_Csv_Rule_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rule_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Rating_Csv_Rule_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_none: ((inputs?: Rating_Csv_Rule_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rule_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unknown: {why}" |
*
* @param {Rating_Csv_Rule_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_rule_unknown: ((inputs: Rating_Csv_Rule_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Rule_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Rating_Csv_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_sell: ((inputs: Rating_Csv_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Rating_Csv_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_service: ((inputs?: Rating_Csv_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit days" |
*
* @param {Rating_Csv_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_transit_days: ((inputs?: Rating_Csv_Transit_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Transit_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "unknown currency" |
*
* @param {Rating_Csv_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_unknown_currency: ((inputs?: Rating_Csv_Unknown_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Unknown_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid until" |
*
* @param {Rating_Csv_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_valid_until: ((inputs?: Rating_Csv_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "day" |
*
* @param {Rating_Day_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_day_unit: ((inputs?: Rating_Day_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Day_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "days" |
*
* @param {Rating_Days_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_days_unit: ((inputs?: Rating_Days_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Days_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Rating_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_delivery_address: ((inputs?: Rating_Delivery_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Delivery_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Rating_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details: ((inputs?: Rating_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not show this rate’s details" |
*
* @param {Rating_Details_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_failed: ((inputs?: Rating_Details_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Details_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the rate’s surcharges, conditions and schedule…" |
*
* @param {Rating_Details_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_details_loading: ((inputs?: Rating_Details_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Details_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airport" |
*
* @param {Rating_End_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport: ((inputs?: Rating_End_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "airport" |
*
* @param {Rating_End_Airport_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_noun: ((inputs?: Rating_End_Airport_NounInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Airport_NounInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City, name or IATA code" |
*
* @param {Rating_End_Airport_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airport_placeholder: ((inputs?: Rating_End_Airport_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Airport_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Airports in {country} (the address below) first, then the biggest." |
*
* @param {Rating_End_Airports_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_airports_first: ((inputs: Rating_End_Airports_FirstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Airports_FirstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Arrival" |
*
* @param {Rating_End_ArrivalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_arrival: ((inputs?: Rating_End_ArrivalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_ArrivalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery address (store door)" |
*
* @param {Rating_End_Delivery_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_delivery_store_door: ((inputs?: Rating_End_Delivery_Store_DoorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Delivery_Store_DoorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Departure" |
*
* @param {Rating_End_DepartureInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_departure: ((inputs?: Rating_End_DepartureInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_DepartureInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Rating_End_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_destination: ((inputs?: Rating_End_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Rating_End_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_origin: ((inputs?: Rating_End_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup address (store door)" |
*
* @param {Rating_End_Pickup_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_pickup_store_door: ((inputs?: Rating_End_Pickup_Store_DoorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Pickup_Store_DoorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Port" |
*
* @param {Rating_End_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port: ((inputs?: Rating_End_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Port of discharge" |
*
* @param {Rating_End_Port_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_discharge: ((inputs?: Rating_End_Port_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Port_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Port of loading" |
*
* @param {Rating_End_Port_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_loading: ((inputs?: Rating_End_Port_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Port_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "port" |
*
* @param {Rating_End_Port_NounInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_noun: ((inputs?: Rating_End_Port_NounInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Port_NounInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or UN/LOCODE" |
*
* @param {Rating_End_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_port_placeholder: ((inputs?: Rating_End_Port_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Port_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "RKST code" |
*
* @param {Rating_End_RkstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_rkst: ((inputs?: Rating_End_RkstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_RkstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Rating_End_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service: ((inputs?: Rating_End_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container yard (CY)" |
*
* @param {Rating_End_Service_CyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_cy: ((inputs?: Rating_End_Service_CyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_CyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "CY: the consignee collects at the terminal. SD: the carrier delivers to the door." |
*
* @param {Rating_End_Service_Hint_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_destination: ((inputs?: Rating_End_Service_Hint_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_Hint_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "CY: you deliver the container to the terminal. SD: the carrier collects it at your door." |
*
* @param {Rating_End_Service_Hint_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_hint_origin: ((inputs?: Rating_End_Service_Hint_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_Hint_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Store door (SD)" |
*
* @param {Rating_End_Service_SdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_service_sd: ((inputs?: Rating_End_Service_SdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Service_SdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "UN/LOCODE" |
*
* @param {Rating_End_UnlocodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_unlocode: ((inputs?: Rating_End_UnlocodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_UnlocodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "This rate expired: rate again for a current price" |
*
* @param {Rating_Expired_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_expired_title: ((inputs?: Rating_Expired_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Expired_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Rating_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_cancelled: ((inputs?: Rating_Export_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Export_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Rating_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_csv: ((inputs?: Rating_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rates were not saved" |
*
* @param {Rating_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_export_failed: ((inputs?: Rating_Export_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Export_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fastest" |
*
* @param {Rating_FastestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_fastest: ((inputs?: Rating_FastestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_FastestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All carriers ({count})" |
*
* @param {Rating_Filter_All_CarriersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_carriers: ((inputs: Rating_Filter_All_CarriersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_All_CarriersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "All {shown} rate shown" |
* | * | "All {shown} rates shown" |
*
* @param {Rating_Filter_All_ShownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_all_shown: ((inputs: Rating_Filter_All_ShownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_All_ShownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type an amount such as 1200 or 1200.50" |
*
* @param {Rating_Filter_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_amount_invalid: ((inputs?: Rating_Filter_Amount_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Amount_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any" |
*
* @param {Rating_Filter_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_any: ((inputs?: Rating_Filter_AnyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_AnyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price range on" |
*
* @param {Rating_Filter_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_basis: ((inputs?: Rating_Filter_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy price (the carrier’s)" |
*
* @param {Rating_Filter_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_buy: ((inputs?: Rating_Filter_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Rating_Filter_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_carrier: ((inputs?: Rating_Filter_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Rating_Filter_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_clear: ((inputs?: Rating_Filter_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted." |
*
* @param {Rating_Filter_Currencies_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_currencies_note: ((inputs?: Rating_Filter_Currencies_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Currencies_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a whole number of days" |
*
* @param {Rating_Filter_Days_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_days_invalid: ((inputs?: Rating_Filter_Days_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Days_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate hidden" |
* | * | "{shown} rates hidden" |
*
* @param {Rating_Filter_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden: ((inputs: Rating_Filter_HiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_HiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "by the filters · {shown} of {total} shown" |
*
* @param {Rating_Filter_Hidden_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_hidden_rest: ((inputs: Rating_Filter_Hidden_RestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Hidden_RestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Max. buy ({currency})" |
*
* @param {Rating_Filter_Max_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_buy: ((inputs: Rating_Filter_Max_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Max. sell ({currency})" |
*
* @param {Rating_Filter_Max_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_sell: ((inputs: Rating_Filter_Max_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Max. transit (days)" |
*
* @param {Rating_Filter_Max_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_transit: ((inputs?: Rating_Filter_Max_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The minimum is above the maximum" |
*
* @param {Rating_Filter_Min_Above_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_above_max: ((inputs?: Rating_Filter_Min_Above_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_Above_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Min. buy ({currency})" |
*
* @param {Rating_Filter_Min_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_buy: ((inputs: Rating_Filter_Min_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Min. sell ({currency})" |
*
* @param {Rating_Filter_Min_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_sell: ((inputs: Rating_Filter_Min_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell price" |
*
* @param {Rating_Filter_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_sell: ((inputs?: Rating_Filter_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{address} is required: search by city or postal code and pick it from the list" |
*
* @param {Rating_Form_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_address_required: ((inputs: Rating_Form_Address_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Address_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Arrival airport" |
*
* @param {Rating_Form_Arrival_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_arrival_airport: ((inputs?: Rating_Form_Arrival_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Arrival_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear form" |
*
* @param {Rating_Form_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_clear: ((inputs?: Rating_Form_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Rating_Form_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency: ((inputs?: Rating_Form_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices come back in it." |
*
* @param {Rating_Form_Currency_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_currency_hint: ((inputs?: Rating_Form_Currency_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Currency_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs clearance" |
*
* @param {Rating_Form_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs: ((inputs?: Rating_Form_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier clears customs." |
*
* @param {Rating_Form_Customs_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_customs_hint: ((inputs?: Rating_Form_Customs_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Customs_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Dangerous cargo" |
*
* @param {Rating_Form_DangerousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous: ((inputs?: Rating_Form_DangerousInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_DangerousInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ADR / IATA DGR goods." |
*
* @param {Rating_Form_Dangerous_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous_hint: ((inputs?: Rating_Form_Dangerous_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Dangerous_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Departure airport" |
*
* @param {Rating_Form_Departure_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_departure_airport: ((inputs?: Rating_Form_Departure_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Departure_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick the two places from the postal-code lookup and add the pieces." |
*
* @param {Rating_Form_Description_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_address: ((inputs?: Rating_Form_Description_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick the two airports, where the goods are collected and delivered, and the pieces." |
*
* @param {Rating_Form_Description_AirportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_airport: ((inputs?: Rating_Form_Description_AirportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_AirportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pick the two ports and the containers or cargo. Prices come back all-in, freight plus surcharges." |
*
* @param {Rating_Form_Description_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_description_port: ((inputs?: Rating_Form_Description_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Description_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Get rates" |
*
* @param {Rating_Form_Get_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_get_rates: ((inputs?: Rating_Form_Get_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Get_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods description" |
*
* @param {Rating_Form_Goods_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description: ((inputs?: Rating_Form_Goods_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods description (optional)" |
*
* @param {Rating_Form_Goods_Description_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_description_optional: ((inputs?: Rating_Form_Goods_Description_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Description_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. Machine spare parts" |
*
* @param {Rating_Form_Goods_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_placeholder: ((inputs?: Rating_Form_Goods_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods description is required: what is shipped, e.g. “Spare parts”" |
*
* @param {Rating_Form_Goods_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_required: ((inputs?: Rating_Form_Goods_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value" |
*
* @param {Rating_Form_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value: ((inputs?: Rating_Form_Goods_ValueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_ValueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "For insurance and customs." |
*
* @param {Rating_Form_Goods_Value_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_hint: ((inputs?: Rating_Form_Goods_Value_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value must be an amount such as 1250.50 (at most two decimals)" |
*
* @param {Rating_Form_Goods_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_invalid: ((inputs?: Rating_Form_Goods_Value_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value must be 0 or more" |
*
* @param {Rating_Form_Goods_Value_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_negative: ((inputs?: Rating_Form_Goods_Value_NegativeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_NegativeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value (optional)" |
*
* @param {Rating_Form_Goods_Value_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_optional: ((inputs?: Rating_Form_Goods_Value_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value is required" |
*
* @param {Rating_Form_Goods_Value_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_required: ((inputs?: Rating_Form_Goods_Value_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Rating_Form_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance: ((inputs?: Rating_Form_InsuranceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_InsuranceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cover the goods value." |
*
* @param {Rating_Form_Insurance_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_insurance_hint: ((inputs?: Rating_Form_Insurance_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Insurance_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{mode} rating" |
*
* @param {Rating_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_label: ((inputs: Rating_Form_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Getting rates needs the service." |
*
* @param {Rating_Form_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_needs_service: ((inputs?: Rating_Form_Needs_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Needs_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No customer (the desk’s own rules)" |
*
* @param {Rating_Form_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_no_customer: ((inputs?: Rating_Form_No_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_No_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Rating_Form_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date: ((inputs?: Rating_Form_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date must be a date such as {example}" |
*
* @param {Rating_Form_Pickup_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_invalid: ((inputs: Rating_Form_Pickup_Date_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The pickup date cannot be in the past" |
*
* @param {Rating_Form_Pickup_Date_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_past: ((inputs?: Rating_Form_Pickup_Date_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup date is required" |
*
* @param {Rating_Form_Pickup_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_date_required: ((inputs?: Rating_Form_Pickup_Date_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_Date_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup and goods" |
*
* @param {Rating_Form_Pickup_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_pickup_goods: ((inputs?: Rating_Form_Pickup_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Pickup_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{end} is required: search for it and pick it from the list" |
*
* @param {Rating_Form_Port_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_port_required: ((inputs: Rating_Form_Port_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Port_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} field needs attention: nothing was sent." |
* | * | "{shown} fields need attention: nothing was sent." |
*
* @param {Rating_Form_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_problems: ((inputs: Rating_Form_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote for" |
*
* @param {Rating_Form_Quote_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for: ((inputs?: Rating_Form_Quote_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Quote_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Prices the rates with the customer’s rules." |
*
* @param {Rating_Form_Quote_For_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for_hint: ((inputs?: Rating_Form_Quote_For_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Quote_For_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{field} is required" |
*
* @param {Rating_Form_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_required: ((inputs: Rating_Form_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{mode} shipment" |
*
* @param {Rating_Form_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_title: ((inputs: Rating_Form_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Rating_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_from: ((inputs?: Rating_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide details" |
*
* @param {Rating_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hide_details: ((inputs?: Rating_Hide_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hide_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_air: ((inputs?: Rating_Hint_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_RoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_road: ((inputs?: Rating_Hint_RoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_RoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: th..." |
*
* @param {Rating_Hint_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_sea: ((inputs?: Rating_Hint_SeaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_SeaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo weight" |
*
* @param {Rating_Line_Cargo_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_cargo_weight: ((inputs?: Rating_Line_Cargo_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Cargo_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container type" |
*
* @param {Rating_Line_Container_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_container_type: ((inputs?: Rating_Line_Container_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Container_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Height" |
*
* @param {Rating_Line_HeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_height: ((inputs?: Rating_Line_HeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_HeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "IMO number" |
*
* @param {Rating_Line_ImoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_imo: ((inputs?: Rating_Line_ImoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_ImoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Length" |
*
* @param {Rating_Line_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_length: ((inputs?: Rating_Line_LengthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_LengthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{noun} {number}" |
*
* @param {Rating_Line_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_name: ((inputs: Rating_Line_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "box" |
*
* @param {Rating_Line_Noun_BoxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_box: ((inputs?: Rating_Line_Noun_BoxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_BoxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "cargo line" |
*
* @param {Rating_Line_Noun_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_cargo: ((inputs?: Rating_Line_Noun_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "container" |
*
* @param {Rating_Line_Noun_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_container: ((inputs?: Rating_Line_Noun_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "pallet" |
*
* @param {Rating_Line_Noun_PalletInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_pallet: ((inputs?: Rating_Line_Noun_PalletInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_PalletInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "piece" |
*
* @param {Rating_Line_Noun_PieceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_piece: ((inputs?: Rating_Line_Noun_PieceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_PieceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Rating_Line_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_optional: ((inputs?: Rating_Line_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallet type" |
*
* @param {Rating_Line_Pallet_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_pallet_type: ((inputs?: Rating_Line_Pallet_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Pallet_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Rating_Line_QuantityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_quantity: ((inputs?: Rating_Line_QuantityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_QuantityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Rating_Line_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_reefer: ((inputs?: Rating_Line_ReeferInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_ReeferInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipper-owned" |
*
* @param {Rating_Line_Shipper_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_shipper_owned: ((inputs?: Rating_Line_Shipper_OwnedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Shipper_OwnedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stackable" |
*
* @param {Rating_Line_StackableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_stackable: ((inputs?: Rating_Line_StackableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_StackableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume" |
*
* @param {Rating_Line_VolumeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_volume: ((inputs?: Rating_Line_VolumeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_VolumeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Rating_Line_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_weight: ((inputs?: Rating_Line_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Width" |
*
* @param {Rating_Line_WidthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_width: ((inputs?: Rating_Line_WidthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_WidthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add {noun}" |
*
* @param {Rating_Lines_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_add: ((inputs: Rating_Lines_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Rating_Lines_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_boxes: ((inputs?: Rating_Lines_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cargo" |
*
* @param {Rating_Lines_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_cargo: ((inputs?: Rating_Lines_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {Rating_Lines_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_choose: ((inputs?: Rating_Lines_ChooseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_ChooseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container types" |
*
* @param {Rating_Lines_Container_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_container_types: ((inputs?: Rating_Lines_Container_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Container_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the container types (the spec’s types are offered)" |
*
* @param {Rating_Lines_Container_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_container_types_failed: ((inputs?: Rating_Lines_Container_Types_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Container_Types_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Rating_Lines_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_containers: ((inputs?: Rating_Lines_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Volume in cubic metres and weight in kg, per piece." |
*
* @param {Rating_Lines_Lcl_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_lcl_hint: ((inputs?: Rating_Lines_Lcl_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Lcl_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Rating_Lines_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_no: ((inputs?: Rating_Lines_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallet types" |
*
* @param {Rating_Lines_Pallet_TypesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types: ((inputs?: Rating_Lines_Pallet_TypesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Pallet_TypesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the pallet types (the standard ones are offered)" |
*
* @param {Rating_Lines_Pallet_Types_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallet_types_failed: ((inputs?: Rating_Lines_Pallet_Types_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Pallet_Types_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Lines_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pallets: ((inputs?: Rating_Lines_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pieces" |
*
* @param {Rating_Lines_PiecesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces: ((inputs?: Rating_Lines_PiecesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_PiecesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sizes in cm and weight in kg, per piece." |
*
* @param {Rating_Lines_Pieces_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_pieces_hint: ((inputs?: Rating_Lines_Pieces_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Pieces_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The reefer flag follows the container type (RF and HRF types are reefers). Weights in kg per container." |
*
* @param {Rating_Lines_Reefer_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_reefer_hint: ((inputs?: Rating_Lines_Reefer_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Reefer_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {line}" |
*
* @param {Rating_Lines_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_remove: ((inputs: Rating_Lines_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{what} from this desk’s saved list:" |
*
* @param {Rating_Lines_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_saved_list: ((inputs: Rating_Lines_Saved_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Saved_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{field} (set by the type)" |
*
* @param {Rating_Lines_Set_By_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_set_by_type: ((inputs: Rating_Lines_Set_By_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Set_By_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Rating_Lines_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_yes: ((inputs?: Rating_Lines_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "margin" |
*
* @param {Rating_Margin_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount: ((inputs?: Rating_Margin_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "An amount in {currency} such as 150 or 150.50" |
*
* @param {Rating_Margin_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount_invalid: ((inputs: Rating_Margin_Amount_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Amount_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Apply to this quote" |
*
* @param {Rating_Margin_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_apply: ((inputs?: Rating_Margin_ApplyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_ApplyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the rule" |
*
* @param {Rating_Margin_Back_To_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_back_to_rule: ((inputs?: Rating_Margin_Back_To_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Back_To_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin by hand" |
*
* @param {Rating_Margin_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_by_hand: ((inputs?: Rating_Margin_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "In" |
*
* @param {Rating_Margin_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_in: ((inputs?: Rating_Margin_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Rating_Margin_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_no_decimals: ((inputs: Rating_Margin_No_DecimalsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_No_DecimalsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "set by hand" |
*
* @param {Rating_Margin_Note_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_by_hand: ((inputs?: Rating_Margin_Note_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Note_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{rule} (minimum)" |
*
* @param {Rating_Margin_Note_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_minimum: ((inputs: Rating_Margin_Note_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Note_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no rule" |
*
* @param {Rating_Margin_Note_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_no_rule: ((inputs?: Rating_Margin_Note_No_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Note_No_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Set by hand: {amount}" |
*
* @param {Rating_Margin_Part_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_by_hand: ((inputs: Rating_Margin_Part_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "1 {from} = {rate} {to}, the rate of exchange you gave" |
*
* @param {Rating_Margin_Part_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_exchange: ((inputs: Rating_Margin_Part_ExchangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_ExchangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minimum margin {minimum}: raised by {raised}" |
*
* @param {Rating_Margin_Part_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_minimum: ((inputs: Rating_Margin_Part_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container × {unit} per container = {amount}" |
* | * | "{shown} containers × {unit} per container = {amount}" |
*
* @param {Rating_Margin_Part_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_container: ((inputs: Rating_Margin_Part_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{kg} kg × {unit} per kg = {amount}" |
*
* @param {Rating_Margin_Part_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_kg: ((inputs: Rating_Margin_Part_Per_KgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_KgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} per shipment" |
*
* @param {Rating_Margin_Part_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment: ((inputs: Rating_Margin_Part_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{unit} per shipment = {amount}" |
*
* @param {Rating_Margin_Part_Per_Shipment_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment_is: ((inputs: Rating_Margin_Part_Per_Shipment_IsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_Shipment_IsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{percent} % of {of} = {amount}" |
*
* @param {Rating_Margin_Part_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_percent: ((inputs: Rating_Margin_Part_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A percentage such as 12.5 (0 to 1000)" |
*
* @param {Rating_Margin_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_invalid: ((inputs?: Rating_Margin_Percent_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Percent_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "% of the buy price" |
*
* @param {Rating_Margin_Percent_Of_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_of_buy: ((inputs?: Rating_Margin_Percent_Of_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Percent_Of_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 150.00" |
*
* @param {Rating_Margin_Placeholder_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_amount: ((inputs?: Rating_Margin_Placeholder_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Placeholder_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Rating_Margin_Placeholder_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_percent: ((inputs?: Rating_Margin_Placeholder_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Placeholder_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "margin rules loading" |
*
* @param {Rating_Margin_Rules_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_loading: ((inputs?: Rating_Margin_Rules_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Rules_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The margin rules are still loading." |
*
* @param {Rating_Margin_Rules_Still_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_rules_still_loading: ((inputs?: Rating_Margin_Rules_Still_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Rules_Still_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as {number}: the quote keeps the prices it was saved with." |
*
* @param {Rating_Margin_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_saved_as: ((inputs: Rating_Margin_Saved_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Saved_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Set by hand for this quote, instead of the rule." |
*
* @param {Rating_Margin_Set_By_Hand_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_set_by_hand_instead: ((inputs?: Rating_Margin_Set_By_Hand_InsteadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Set_By_Hand_InsteadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Rating_Margin_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_title: ((inputs?: Rating_Margin_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "margin unknown" |
*
* @param {Rating_Margin_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown: ((inputs?: Rating_Margin_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown: {why}" |
*
* @param {Rating_Margin_Unknown_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_unknown_why: ((inputs: Rating_Margin_Unknown_WhyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Unknown_WhyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Air" |
*
* @param {Rating_Mode_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_air: ((inputs?: Rating_Mode_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Rating_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_boxes: ((inputs?: Rating_Mode_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pallets" |
*
* @param {Rating_Mode_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_pallets: ((inputs?: Rating_Mode_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea FCL (full container)" |
*
* @param {Rating_Mode_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_fcl: ((inputs?: Rating_Mode_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Rating_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_mode_sea_lcl: ((inputs?: Rating_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier gave no further details." |
*
* @param {Rating_No_Further_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_further_details: ((inputs?: Rating_No_Further_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_No_Further_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No rate passes the filters. Clear them to see every rate." |
*
* @param {Rating_No_Rate_PassesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_rate_passes: ((inputs?: Rating_No_Rate_PassesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_No_Rate_PassesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{reason} Saving a rate keeps its price as a quote, with its PDF." |
*
* @param {Rating_Not_Bookable_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_bookable_note: ((inputs: Rating_Not_Bookable_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Not_Bookable_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: {message}" |
*
* @param {Rating_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_saved: ((inputs: Rating_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open Quotes" |
*
* @param {Rating_Open_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_open_quotes: ((inputs?: Rating_Open_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Open_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "American (rated as Custom)" |
*
* @param {Rating_Pallet_AmericanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_american: ((inputs?: Rating_Pallet_AmericanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_AmericanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{type} · as Custom" |
*
* @param {Rating_Pallet_As_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_as_custom: ((inputs: Rating_Pallet_As_CustomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_As_CustomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Custom size" |
*
* @param {Rating_Pallet_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_custom: ((inputs?: Rating_Pallet_CustomInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_CustomInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Euro (EUR 1)" |
*
* @param {Rating_Pallet_EuroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro: ((inputs?: Rating_Pallet_EuroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_EuroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "EUR 2" |
*
* @param {Rating_Pallet_Euro2Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_euro2: ((inputs?: Rating_Pallet_Euro2Inputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_Euro2Inputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Euro pallets are rated as EUR 1 (120 × 80 cm). American pallets (48 × 40 in) have no rating type of their own: they are rated as Custom, 122 × 102 cm. Pickin..." |
*
* @param {Rating_Pallet_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_hint: ((inputs?: Rating_Pallet_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "UK standard" |
*
* @param {Rating_Pallet_UkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_uk: ((inputs?: Rating_Pallet_UkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pallet_UkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup address" |
*
* @param {Rating_Pickup_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_address: ((inputs?: Rating_Pickup_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pickup_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "pickup {date}" |
*
* @param {Rating_Pickup_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pickup_on: ((inputs: Rating_Pickup_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Pickup_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed" |
*
* @param {Rating_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_prebooking: ((inputs?: Rating_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Rating_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_price: ((inputs?: Rating_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the carriers for new rates…" |
*
* @param {Rating_Rates_Asking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_asking_again: ((inputs?: Rating_Rates_Asking_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_Asking_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Rating_Rates_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_count: ((inputs: Rating_Rates_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not get rates" |
*
* @param {Rating_Rates_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_failed: ((inputs?: Rating_Rates_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try another pickup date, split the load, or check the places and sizes." |
*
* @param {Rating_Rates_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_body: ((inputs?: Rating_Rates_None_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_None_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No rates received: no carrier offers this shipment." |
*
* @param {Rating_Rates_None_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_received: ((inputs?: Rating_Rates_None_ReceivedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_None_ReceivedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No carrier offers this shipment" |
*
* @param {Rating_Rates_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_none_title: ((inputs?: Rating_Rates_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rates below are from the previous request." |
*
* @param {Rating_Rates_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_previous: ((inputs?: Rating_Rates_PreviousInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_PreviousInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{rates} from {carriers} received." |
*
* @param {Rating_Rates_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_received: ((inputs: Rating_Rates_ReceivedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_ReceivedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{rates} from {carriers}{route} · received {when}" |
*
* @param {Rating_Rates_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_summary: ((inputs: Rating_Rates_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Rating_Rates_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_title: ((inputs?: Rating_Rates_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Edit rules" |
*
* @param {Rating_Sale_Edit_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_edit_rules: ((inputs?: Rating_Sale_Edit_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Edit_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates of exchange" |
*
* @param {Rating_Sale_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange: ((inputs?: Rating_Sale_ExchangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_ExchangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each ..." |
*
* @param {Rating_Sale_Exchange_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_hint: ((inputs?: Rating_Sale_Exchange_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A rate such as 1.085 (up to 6 decimals)" |
*
* @param {Rating_Sale_Exchange_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_invalid: ((inputs?: Rating_Sale_Exchange_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "1 {from} in {to}" |
*
* @param {Rating_Sale_Exchange_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_label: ((inputs: Rating_Sale_Exchange_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. 1.085" |
*
* @param {Rating_Sale_Exchange_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_placeholder: ((inputs?: Rating_Sale_Exchange_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell prices for {customer} (picked on the form above), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_customer: ((inputs: Rating_Sale_For_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_For_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell prices for {customer} (the desk’s own rules), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_desk: ((inputs: Rating_Sale_For_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_For_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no customer" |
*
* @param {Rating_Sale_No_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_no_customer: ((inputs?: Rating_Sale_No_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_No_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} margin rule" |
* | * | "{shown} margin rules" |
*
* @param {Rating_Sale_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_rules: ((inputs: Rating_Sale_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the quote" |
*
* @param {Rating_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_failed: ((inputs?: Rating_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saving a quote needs the service." |
*
* @param {Rating_Save_Needs_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_needs_service: ((inputs?: Rating_Save_Needs_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Needs_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not save the quote and gave no reason." |
*
* @param {Rating_Save_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_no_reason: ((inputs?: Rating_Save_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save quote" |
*
* @param {Rating_Save_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_quote: ((inputs?: Rating_Save_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Save_Unknown_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_badge: ((inputs?: Rating_Save_Unknown_BadgeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_BadgeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body: ((inputs: Rating_Save_Unknown_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check Quotes: if a quote from {carrier} for {amount} is listed, it was saved. If it is not, get rates again and save the new rate." |
*
* @param {Rating_Save_Unknown_Body_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_body_amount: ((inputs: Rating_Save_Unknown_Body_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_Body_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the quote may or may not have been saved" |
*
* @param {Rating_Save_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_save_unknown_what: ((inputs?: Rating_Save_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Save_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved" |
*
* @param {Rating_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved: ((inputs?: Rating_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as a quote." |
*
* @param {Rating_Saved_As_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote: ((inputs?: Rating_Saved_As_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as a quote ({message})." |
*
* @param {Rating_Saved_As_Quote_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_message: ((inputs: Rating_Saved_As_Quote_MessageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_Quote_MessageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as a quote, {number}." |
*
* @param {Rating_Saved_As_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number: ((inputs: Rating_Saved_As_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as a quote, {number} ({message})." |
*
* @param {Rating_Saved_As_Quote_Number_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number_message: ((inputs: Rating_Saved_As_Quote_Number_MessageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_Quote_Number_MessageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment mode" |
*
* @param {Rating_Screen_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_screen_mode: ((inputs?: Rating_Screen_ModeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Screen_ModeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "By" |
*
* @param {Rating_Sea_ByInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_by: ((inputs?: Rating_Sea_ByInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_ByInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Rating_Sea_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_charge: ((inputs?: Rating_Sea_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Rating_Sea_DeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadline: ((inputs?: Rating_Sea_DeadlineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_DeadlineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Deadlines" |
*
* @param {Rating_Sea_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_deadlines: ((inputs?: Rating_Sea_DeadlinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_DeadlinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Rating_Sea_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_days: ((inputs?: Rating_Sea_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Rating_Sea_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time: ((inputs?: Rating_Sea_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free-time conditions" |
*
* @param {Rating_Sea_Free_Time_ConditionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time_conditions: ((inputs?: Rating_Sea_Free_Time_ConditionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_Free_Time_ConditionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Rating_Sea_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_kind: ((inputs?: Rating_Sea_KindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_KindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leg {number}{leg}" |
*
* @param {Rating_Sea_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_leg: ((inputs: Rating_Sea_LegInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_LegInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No deadlines given." |
*
* @param {Rating_Sea_No_DeadlinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_deadlines: ((inputs?: Rating_Sea_No_DeadlinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_DeadlinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No free-time conditions given." |
*
* @param {Rating_Sea_No_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_free_time: ((inputs?: Rating_Sea_No_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No legs yet." |
*
* @param {Rating_Sea_No_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs: ((inputs?: Rating_Sea_No_LegsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_LegsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No legs yet: the schedule comes with the confirmation." |
*
* @param {Rating_Sea_No_Legs_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs_prebooking: ((inputs?: Rating_Sea_No_Legs_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_Legs_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No penalties given." |
*
* @param {Rating_Sea_No_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_penalties: ((inputs?: Rating_Sea_No_PenaltiesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_PenaltiesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Penalties" |
*
* @param {Rating_Sea_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_penalties: ((inputs?: Rating_Sea_PenaltiesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_PenaltiesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking." |
*
* @param {Rating_Sea_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_prebooking: ((inputs?: Rating_Sea_PrebookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_PrebookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Rating_Sea_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route: ((inputs?: Rating_Sea_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route legs" |
*
* @param {Rating_Sea_Route_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_route_legs: ((inputs?: Rating_Sea_Route_LegsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_Route_LegsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Vessel" |
*
* @param {Rating_Sea_VesselInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_vessel: ((inputs?: Rating_Sea_VesselInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_VesselInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{note} · see Details" |
*
* @param {Rating_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_see_details: ((inputs: Rating_See_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_See_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Rating_Sell_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_not_known: ((inputs?: Rating_Sell_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sell_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Rating_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_unknown: ((inputs?: Rating_Sell_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sell_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show details" |
*
* @param {Rating_Show_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_show_details: ((inputs?: Rating_Show_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Show_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sorting compares the amounts in {currency}; nothing is converted." |
*
* @param {Rating_Sort_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_currency: ((inputs: Rating_Sort_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sort_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "no currency" |
*
* @param {Rating_Sort_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_no_currency: ((inputs?: Rating_Sort_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sort_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharge" |
*
* @param {Rating_SurchargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharge: ((inputs?: Rating_SurchargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_SurchargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "All surcharges" |
*
* @param {Rating_Surcharges_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_all: ((inputs?: Rating_Surcharges_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Basis" |
*
* @param {Rating_Surcharges_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_basis: ((inputs?: Rating_Surcharges_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Rating_Surcharges_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_code: ((inputs?: Rating_Surcharges_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Rating_Surcharges_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_description: ((inputs?: Rating_Surcharges_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total {group}" |
*
* @param {Rating_Surcharges_Group_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_group_total: ((inputs: Rating_Surcharges_Group_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_Group_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The carrier sent some amounts without a currency: they are shown as sent, without a symbol." |
*
* @param {Rating_Surcharges_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_no_currency: ((inputs?: Rating_Surcharges_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rate lists no surcharges." |
*
* @param {Rating_Surcharges_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_none: ((inputs?: Rating_Surcharges_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Rating_Surcharges_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_qty: ((inputs?: Rating_Surcharges_QtyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_QtyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Rating_Surcharges_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_total: ((inputs?: Rating_Surcharges_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Rating_Surcharges_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_unit_price: ((inputs?: Rating_Surcharges_Unit_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_Unit_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates, {rates}" |
*
* @param {Rating_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_table_caption: ((inputs: Rating_Table_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Table_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Rating_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_to: ((inputs?: Rating_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Rating_Validity_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days: ((inputs: Rating_Validity_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day {hours} h" |
* | * | "{shown} days {hours} h" |
*
* @param {Rating_Validity_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_days_hours: ((inputs: Rating_Validity_Days_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Days_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Rating_Validity_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired: ((inputs?: Rating_Validity_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expired {duration} ago" |
*
* @param {Rating_Validity_Expired_AgoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expired_ago: ((inputs: Rating_Validity_Expired_AgoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Expired_AgoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Expires in {duration}" |
*
* @param {Rating_Validity_Expires_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expires_in: ((inputs: Rating_Validity_Expires_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Expires_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Rating_Validity_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours: ((inputs: Rating_Validity_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h {minutes} min" |
*
* @param {Rating_Validity_Hours_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_hours_minutes: ((inputs: Rating_Validity_Hours_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Hours_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Rating_Validity_Less_Than_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_less_than_minute: ((inputs?: Rating_Validity_Less_Than_MinuteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Less_Than_MinuteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Rating_Validity_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_minutes: ((inputs: Rating_Validity_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Rating_Validity_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_not_given: ((inputs?: Rating_Validity_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "until {when}" |
*
* @param {Rating_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_until: ((inputs: Rating_Validity_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the carriers for rates…" |
*
* @param {Rating_Waiting_AskingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_asking: ((inputs?: Rating_Waiting_AskingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_AskingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Fill in the shipment above and choose Get rates. The carriers’ offers are compared here." |
*
* @param {Rating_Waiting_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_body: ((inputs?: Rating_Waiting_None_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_None_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No rates yet" |
*
* @param {Rating_Waiting_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_none_title: ((inputs?: Rating_Waiting_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {RetryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const retry: ((inputs?: RetryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<RetryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Bookings" |
*
* @param {Route_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking: ((inputs?: Route_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary: ((inputs?: Route_Booking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Booking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents" |
*
* @param {Route_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents: ((inputs?: Route_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary: ((inputs?: Route_Documents_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Documents_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lookups" |
*
* @param {Route_LookupsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups: ((inputs?: Route_LookupsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_LookupsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary: ((inputs?: Route_Lookups_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Lookups_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pricing" |
*
* @param {Route_PricingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing: ((inputs?: Route_PricingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_PricingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary: ((inputs?: Route_Pricing_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Pricing_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Route_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes: ((inputs?: Route_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary: ((inputs?: Route_Quotes_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Quotes_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rating" |
*
* @param {Route_RatingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating: ((inputs?: Route_RatingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_RatingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary: ((inputs?: Route_Rating_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Rating_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Route_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings: ((inputs?: Route_SettingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_SettingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary: ((inputs?: Route_Settings_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Settings_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariffs" |
*
* @param {Route_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs: ((inputs?: Route_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary: ((inputs?: Route_Tariffs_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tariffs_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Today" |
*
* @param {Route_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today: ((inputs?: Route_TodayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TodayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary: ((inputs?: Route_Today_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Today_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking" |
*
* @param {Route_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking: ((inputs?: Route_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary: ((inputs?: Route_Tracking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tracking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {SaveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save: ((inputs?: SaveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SaveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved copy: the file this desk kept was saved to {where}" |
*
* @param {Save_Notice_Saved_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_copy: ((inputs: Save_Notice_Saved_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Notice_Saved_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved to {where}" |
*
* @param {Save_Notice_Saved_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const save_notice_saved_to: ((inputs: Save_Notice_Saved_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Save_Notice_Saved_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved." |
*
* @param {Saved_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const saved_done: ((inputs?: Saved_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Saved_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Session_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_connected: ((inputs?: Session_ConnectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_ConnectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes: ((inputs: Session_In_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds: ((inputs: Session_In_SecondsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_SecondsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer: ((inputs: Session_Last_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked: ((inputs: Session_Last_WorkedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_WorkedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try: ((inputs: Session_Next_TryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Next_TryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet: ((inputs?: Session_No_Answer_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_Answer_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave no reason." |
*
* @param {Session_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_reason: ((inputs?: Session_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Session_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused: ((inputs?: Session_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the API key or secret." |
*
* @param {Session_Refused_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_refused_reason: ((inputs?: Session_Refused_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Refused_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Session_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in: ((inputs?: Session_Sign_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Session_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_in_failed: ((inputs?: Session_Sign_In_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_In_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Session_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_sign_out: ((inputs?: Session_Sign_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Sign_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signed out" |
*
* @param {Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signed_out: ((inputs?: Session_Signed_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signed_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in…" |
*
* @param {Session_Signing_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_signing_in: ((inputs?: Session_Signing_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Signing_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "trying again now…" |
*
* @param {Session_Trying_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_trying_now: ((inputs?: Session_Trying_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Trying_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unreachable" |
*
* @param {Session_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable: ((inputs?: Session_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason: ((inputs?: Session_Unreachable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Unreachable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read: {reason}. Freight Desk set it aside unchanged when it started, and started with only the Sandbox profile." |
*
* @param {Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_body: ((inputs: Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The copy:" |
*
* @param {Set_Aside_CopyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_copy: ((inputs?: Set_Aside_CopyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_CopyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To get your profiles back, quit Freight Desk, repair the copy and rename it to settings.json; or add them again below, with their API keys and secrets." |
*
* @param {Set_Aside_How_BackInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_how_back: ((inputs?: Set_Aside_How_BackInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_How_BackInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The settings file could not be read, so your service profiles are not loaded" |
*
* @param {Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const set_aside_title: ((inputs?: Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body: ((inputs?: Settings_File_Unreadable_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title: ((inputs?: Settings_File_Unreadable_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "What the service sends is shown all the same; it is not kept to open offline until then." |
*
* @param {Store_Cannot_Save_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_body: ((inputs?: Store_Cannot_Save_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk cannot save to its data folder" |
*
* @param {Store_Cannot_Save_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_cannot_save_title: ((inputs?: Store_Cannot_Save_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Cannot_Save_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Copied from it into the new store: {what}." |
*
* @param {Store_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_copied: ((inputs: Store_CopiedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_CopiedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept: ((inputs?: Store_Damaged_File_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Damaged_File_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The disk is full: Freight Desk could not write to {folder}. Free some space on that disk, then try again." |
*
* @param {Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_disk_full: ((inputs: Store_Disk_FullInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Disk_FullInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "file path" |
*
* @param {Store_File_PathInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_file_path: ((inputs?: Store_File_PathInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_File_PathInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not be rebuilt (only the damaged file held it):" |
*
* @param {Store_Not_RebuiltInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_not_rebuilt: ((inputs?: Store_Not_RebuiltInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Not_RebuiltInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was lost that the service cannot give back." |
*
* @param {Store_Nothing_LostInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_lost: ((inputs?: Store_Nothing_LostInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_LostInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing could be read from the damaged file, so whatever it held of these could not be rebuilt:" |
*
* @param {Store_Nothing_ReadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_nothing_readable: ((inputs?: Store_Nothing_ReadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Nothing_ReadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The data folder is read-only: Freight Desk could not write to {folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), ..." |
*
* @param {Store_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_read_only: ((inputs: Store_Read_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Read_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "could not be read ({reason}). The new store is filled again from the service: the shipment list by the sync, other records as you open them." |
*
* @param {Store_Set_Aside_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_body: ((inputs: Store_Set_Aside_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The local store was damaged, so Freight Desk set it aside and started a new one" |
*
* @param {Store_Set_Aside_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_set_aside_title: ((inputs?: Store_Set_Aside_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Set_Aside_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Surcharges" |
*
* @param {SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const surcharges: ((inputs?: SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Sync_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_cancel: ((inputs?: Sync_CancelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_CancelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Checking {shown} shipment…" |
* | * | "Checking {shown} shipments…" |
*
* @param {Sync_Checking_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_count: ((inputs: Sync_Checking_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the shipment list…" |
*
* @param {Sync_Checking_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_checking_list: ((inputs?: Sync_Checking_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Checking_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk keeps each profile's shipments, quotes and documents in a local store and syncs it with the service." |
*
* @param {Sync_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_description: ((inputs?: Sync_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the service for the shipment list…" |
*
* @param {Sync_FetchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_fetching: ((inputs?: Sync_FetchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_FetchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipments stored before are kept." |
*
* @param {Sync_Kept_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_kept_before: ((inputs?: Sync_Kept_BeforeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Kept_BeforeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync cancelled {when}." |
*
* @param {Sync_Last_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_cancelled: ((inputs: Sync_Last_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last sync failed {when}: {message}." |
*
* @param {Sync_Last_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_last_failed: ((inputs: Sync_Last_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Last_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Minutes between syncs" |
*
* @param {Sync_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes: ((inputs?: Sync_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Never synced" |
*
* @param {Sync_NeverInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_never: ((inputs?: Sync_NeverInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NeverInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was stored yet." |
*
* @param {Sync_Nothing_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_nothing_stored: ((inputs?: Sync_Nothing_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Nothing_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_now: ((inputs?: Sync_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync of the shipment list" |
*
* @param {Sync_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_progress_label: ((inputs?: Sync_Progress_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Progress_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the sync settings" |
*
* @param {Sync_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_read_failed: ((inputs?: Sync_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not save the sync settings" |
*
* @param {Sync_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_save_failed: ((inputs?: Sync_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync settings" |
*
* @param {Sync_Settings_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_settings_label: ((inputs?: Sync_Settings_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Settings_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown: ((inputs?: Sync_State_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_State_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {shown} shipment" |
* | * | "Stored {shown} shipments" |
*
* @param {Sync_Stored_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_count: ((inputs: Sync_Stored_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Stored {done} of {shown} shipment" |
* | * | "Stored {done} of {shown} shipments" |
*
* @param {Sync_Stored_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_stored_of: ((inputs: Sync_Stored_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_Stored_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced: ((inputs: Sync_SyncedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Sync_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_syncing: ((inputs?: Sync_SyncingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_title: ((inputs?: Sync_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not reach the sync: {message}" |
*
* @param {Sync_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_unreachable: ((inputs: Sync_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Tariffs_About_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_about_of: ((inputs: Tariffs_About_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_About_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Tariffs_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_actions: ((inputs?: Tariffs_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Tariffs_Col_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_amount: ((inputs?: Tariffs_Col_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Tariffs_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_carrier: ((inputs?: Tariffs_Col_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tariffs_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge: ((inputs?: Tariffs_Col_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge type" |
*
* @param {Tariffs_Col_Charge_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge_type: ((inputs?: Tariffs_Col_Charge_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_Charge_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Commodity" |
*
* @param {Tariffs_Col_CommodityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_commodity: ((inputs?: Tariffs_Col_CommodityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CommodityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Container" |
*
* @param {Tariffs_Col_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_container: ((inputs?: Tariffs_Col_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Tariffs_Col_ContractInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_contract: ((inputs?: Tariffs_Col_ContractInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ContractInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Costs" |
*
* @param {Tariffs_Col_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_costs: ((inputs?: Tariffs_Col_CostsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CostsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Tariffs_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_currency: ((inputs?: Tariffs_Col_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Tariffs_Col_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_description: ((inputs?: Tariffs_Col_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Lane" |
*
* @param {Tariffs_Col_LaneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_lane: ((inputs?: Tariffs_Col_LaneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_LaneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates" |
*
* @param {Tariffs_Col_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_rates: ((inputs?: Tariffs_Col_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Tariffs_Col_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_service: ((inputs?: Tariffs_Col_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transit" |
*
* @param {Tariffs_Col_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_transit: ((inputs?: Tariffs_Col_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Tariffs_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_type: ((inputs?: Tariffs_Col_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tariffs_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_unit: ((inputs?: Tariffs_Col_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Valid" |
*
* @param {Tariffs_Col_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_valid: ((inputs?: Tariffs_Col_ValidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ValidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Tariffs_Col_ViaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_via: ((inputs?: Tariffs_Col_ViaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Col_ViaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A comment is at most {max} characters" |
*
* @param {Tariffs_Comment_LengthInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comment_length: ((inputs: Tariffs_Comment_LengthInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comment_LengthInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Tariffs_CommentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments: ((inputs?: Tariffs_CommentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_CommentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. One comment per line." |
*
* @param {Tariffs_Comments_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_hint: ((inputs?: Tariffs_Comments_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comments_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} comments (one per line)" |
*
* @param {Tariffs_Comments_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_comments_max: ((inputs: Tariffs_Comments_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Comments_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Tariffs_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_number: ((inputs?: Tariffs_Contract_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number is required" |
*
* @param {Tariffs_Contract_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_number_required: ((inputs?: Tariffs_Contract_Number_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_Number_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. MSC-2026-ES-CN" |
*
* @param {Tariffs_Contract_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_placeholder: ((inputs?: Tariffs_Contract_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract reference" |
*
* @param {Tariffs_Contract_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_reference: ((inputs?: Tariffs_Contract_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Contract reference is required" |
*
* @param {Tariffs_Contract_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_contract_required: ((inputs?: Tariffs_Contract_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Contract_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Costs of {rate}" |
*
* @param {Tariffs_Costs_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_caption: ((inputs: Tariffs_Costs_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} cost" |
* | * | "{shown} costs" |
*
* @param {Tariffs_Costs_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_costs_count: ((inputs: Tariffs_Costs_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Costs_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rate" |
* | * | "{shown} rates" |
*
* @param {Tariffs_Count_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_rates: ((inputs: Tariffs_Count_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} tariff" |
* | * | "{shown} tariffs" |
*
* @param {Tariffs_Count_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_tariffs: ((inputs: Tariffs_Count_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:" |
*
* @param {Tariffs_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_hint: ((inputs?: Tariffs_Csv_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tariffs_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_date_like: ((inputs: Tariffs_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Document id" |
*
* @param {Tariffs_Detail_Document_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_document_id: ((inputs?: Tariffs_Detail_Document_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Document_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates imported" |
*
* @param {Tariffs_Detail_Rates_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_rates_imported: ((inputs?: Tariffs_Detail_Rates_ImportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Rates_ImportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Download a CSV template" |
*
* @param {Tariffs_Download_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_download_template: ((inputs?: Tariffs_Download_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Download_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop to add to this tariff" |
*
* @param {Tariffs_Drop_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_label: ((inputs?: Tariffs_Drop_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Drop_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Drop tariff files here (CSV, PDF, XLSX…), or" |
*
* @param {Tariffs_Drop_PromptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_prompt: ((inputs?: Tariffs_Drop_PromptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Drop_PromptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Tariffs_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_export_csv: ((inputs?: Tariffs_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "External id" |
*
* @param {Tariffs_External_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id: ((inputs?: Tariffs_External_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_External_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. Your own reference for this tariff." |
*
* @param {Tariffs_External_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_external_id_hint: ((inputs?: Tariffs_External_Id_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_External_Id_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff files" |
*
* @param {Tariffs_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files: ((inputs?: Tariffs_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} files in one upload" |
*
* @param {Tariffs_Files_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_max: ((inputs: Tariffs_Files_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Files_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Add at least one tariff file (drop it here or choose it)" |
*
* @param {Tariffs_Files_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_files_required: ((inputs?: Tariffs_Files_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Files_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From date" |
*
* @param {Tariffs_From_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_date: ((inputs?: Tariffs_From_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_From_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "From date is required" |
*
* @param {Tariffs_From_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_required: ((inputs?: Tariffs_From_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_From_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Hide rates" |
*
* @param {Tariffs_Hide_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_hide_rates: ((inputs?: Tariffs_Hide_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Hide_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Accepted: {limit}, at most {max} files." |
*
* @param {Tariffs_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_limits: ((inputs: Tariffs_LimitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_LimitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff name" |
*
* @param {Tariffs_NameInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name: ((inputs?: Tariffs_NameInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_NameInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional. The report can filter by it." |
*
* @param {Tariffs_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_hint: ((inputs?: Tariffs_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Optional: part of the name." |
*
* @param {Tariffs_Name_Part_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_name_part_hint: ((inputs?: Tariffs_Name_Part_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Name_Part_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service lists no costs for this rate." |
*
* @param {Tariffs_No_CostsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_costs: ((inputs?: Tariffs_No_CostsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_No_CostsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No file added yet" |
*
* @param {Tariffs_No_FileInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_no_file: ((inputs?: Tariffs_No_FileInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_No_FileInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not accept the tariff." |
*
* @param {Tariffs_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_accepted: ((inputs?: Tariffs_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The tariff was not uploaded" |
*
* @param {Tariffs_Not_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_not_uploaded: ((inputs?: Tariffs_Not_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Not_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "uploaded {date}" |
*
* @param {Tariffs_Note_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_note_uploaded: ((inputs: Tariffs_Note_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Note_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading a tariff needs the service." |
*
* @param {Tariffs_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_offline_action: ((inputs?: Tariffs_Offline_ActionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Offline_ActionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Rates of {contract}" |
*
* @param {Tariffs_Rates_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_rates_caption: ((inputs: Tariffs_Rates_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Rates_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service refused the tariff" |
*
* @param {Tariffs_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_refused: ((inputs?: Tariffs_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Report: {counts}" |
*
* @param {Tariffs_Report_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_announce: ((inputs: Tariffs_Report_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff report for {contract}" |
*
* @param {Tariffs_Report_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_caption: ((inputs: Tariffs_Report_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The rates of a contract that are valid in a period, each with its costs." |
*
* @param {Tariffs_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_description: ((inputs?: Tariffs_Report_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The report failed" |
*
* @param {Tariffs_Report_Failed_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_failed_announce: ((inputs?: Tariffs_Report_Failed_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Failed_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{counts} for “{contract}”" |
*
* @param {Tariffs_Report_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_for: ((inputs: Tariffs_Report_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Type a contract number and the first day of the period, then “Show report”." |
*
* @param {Tariffs_Report_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_text: ((inputs?: Tariffs_Report_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Ask for a report" |
*
* @param {Tariffs_Report_Idle_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_title: ((inputs?: Tariffs_Report_Idle_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Idle_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the tariff report…" |
*
* @param {Tariffs_Report_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_loading: ((inputs?: Tariffs_Report_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tariff for “{contract}” in this period" |
*
* @param {Tariffs_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none: ((inputs: Tariffs_Report_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the contract number and the dates, or upload the tariff above." |
*
* @param {Tariffs_Report_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none_text: ((inputs?: Tariffs_Report_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the tariff report" |
*
* @param {Tariffs_Report_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_read_failed: ((inputs?: Tariffs_Report_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff report" |
*
* @param {Tariffs_Report_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_title: ((inputs?: Tariffs_Report_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC" |
*
* @param {Tariffs_ScacInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac: ((inputs?: Tariffs_ScacInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_ScacInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "2 to 4 letters, e.g. MAEU, MSCU." |
*
* @param {Tariffs_Scac_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_hint: ((inputs?: Tariffs_Scac_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC is 2 to 4 letters (for example MAEU)" |
*
* @param {Tariffs_Scac_LettersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_letters: ((inputs?: Tariffs_Scac_LettersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_LettersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier SCAC is required (for example MAEU)" |
*
* @param {Tariffs_Scac_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_scac_required: ((inputs?: Tariffs_Scac_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Scac_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent. Add files to upload another tariff." |
*
* @param {Tariffs_Sent_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_all: ((inputs?: Tariffs_Sent_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Sent_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sent; outcome unknown. Check the report before adding them again." |
*
* @param {Tariffs_Sent_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_sent_unknown: ((inputs?: Tariffs_Sent_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Sent_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show rates" |
*
* @param {Tariffs_Show_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_rates: ((inputs?: Tariffs_Show_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Show_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show report" |
*
* @param {Tariffs_Show_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_show_report: ((inputs?: Tariffs_Show_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Show_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tariffs_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status: ((inputs?: Tariffs_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tariffs_Status_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_any: ((inputs?: Tariffs_Status_AnyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_AnyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status is a number" |
*
* @param {Tariffs_Status_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_number: ((inputs?: Tariffs_Status_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "1 · with imported rates" |
*
* @param {Tariffs_Status_With_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_with_rates: ((inputs?: Tariffs_Status_With_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_With_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "0 · without rates" |
*
* @param {Tariffs_Status_Without_RatesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_status_without_rates: ((inputs?: Tariffs_Status_Without_RatesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Status_Without_RatesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the save was cancelled." |
*
* @param {Tariffs_Template_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_cancelled: ((inputs?: Tariffs_Template_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The template was not saved" |
*
* @param {Tariffs_Template_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_template_failed: ((inputs?: Tariffs_Template_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Template_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To date must not be before the from date" |
*
* @param {Tariffs_To_Before_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_before_from: ((inputs?: Tariffs_To_Before_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_Before_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "To date" |
*
* @param {Tariffs_To_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date: ((inputs?: Tariffs_To_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Empty means no end date." |
*
* @param {Tariffs_To_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_date_hint: ((inputs?: Tariffs_To_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} file to send" |
* | * | "{shown} files to send" |
*
* @param {Tariffs_To_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_to_send: ((inputs: Tariffs_To_SendInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_To_SendInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tariffs_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_transit_days: ((inputs: Tariffs_Transit_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Transit_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the tariff report below for contract {contract}: if the tariff's rates are listed, it went through. Upload these files again only if they are not." |
*
* @param {Tariffs_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_text: ((inputs: Tariffs_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the tariff may or may not have been uploaded" |
*
* @param {Tariffs_Unknown_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unknown_what: ((inputs?: Tariffs_Unknown_WhatInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Unknown_WhatInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff" |
*
* @param {Tariffs_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_unnamed: ((inputs?: Tariffs_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload tariff" |
*
* @param {Tariffs_Upload_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_button: ((inputs?: Tariffs_Upload_ButtonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_ButtonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff files for a carrier contract. CSV files are read into rates and costs; PDF, XLSX and other files are stored as they are." |
*
* @param {Tariffs_Upload_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_description: ((inputs?: Tariffs_Upload_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Upload a tariff" |
*
* @param {Tariffs_Upload_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_upload_title: ((inputs?: Tariffs_Upload_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Upload_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tariff uploaded" |
*
* @param {Tariffs_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_uploaded: ((inputs?: Tariffs_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "from {start}" |
*
* @param {Tariffs_Validity_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_from: ((inputs: Tariffs_Validity_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "until {end}" |
*
* @param {Tariffs_Validity_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_validity_until: ((inputs: Tariffs_Validity_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Validity_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new: ((inputs?: Timeline_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Timeline_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_time_not_given: ((inputs?: Timeline_Time_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Timeline_Time_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "A shipment" |
*
* @param {Today_Change_A_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_a_shipment: ((inputs?: Today_Change_A_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_A_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "New in the list" |
*
* @param {Today_Change_AddedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_added: ((inputs?: Today_Change_AddedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_AddedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs: {from} → {to}" |
*
* @param {Today_Change_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_customs: ((inputs: Today_Change_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "ETA moved: {from} → {to}" |
*
* @param {Today_Change_EtaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_eta: ((inputs: Today_Change_EtaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_EtaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message" |
* | * | "{shown} new tracking messages" |
*
* @param {Today_Change_New_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages: ((inputs: Today_Change_New_MessagesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_MessagesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} new tracking message: “{latest}”" |
* | * | "{shown} new tracking messages: “{latest}”" |
*
* @param {Today_Change_New_Messages_LatestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_new_messages_latest: ((inputs: Today_Change_New_Messages_LatestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_New_Messages_LatestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Today_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_none: ((inputs?: Today_Change_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup moved: {from} → {to}" |
*
* @param {Today_Change_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_pickup: ((inputs: Today_Change_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status: {from} → {to}" |
*
* @param {Today_Change_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_status: ((inputs: Today_Change_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed by the service since {when} (kept here)" |
*
* @param {Today_Change_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_change_unlisted: ((inputs: Today_Change_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Change_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Today_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_count: ((inputs: Today_Changes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes, ETA and pickup dates that moved, new tracking messages and documents validated or refused appear here as the syncs find them." |
*
* @param {Today_Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_empty: ((inputs?: Today_Changes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} (the newest shown; {shown} more)" |
* | * | "{text} (the newest shown; {shown} more)" |
*
* @param {Today_Changes_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_more: ((inputs: Today_Changes_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} since your last look, {when}" |
*
* @param {Today_Changes_Since_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_look: ((inputs: Today_Changes_Since_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{count} since this desk started keeping them" |
*
* @param {Today_Changes_Since_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_since_start: ((inputs: Today_Changes_Since_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_Since_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Changed since your last look" |
*
* @param {Today_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_changes_title: ((inputs?: Today_Changes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Changes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment picking up in the next 3 days" |
* | * | "{shown} shipments picking up in the next 3 days" |
*
* @param {Today_Documents_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_count: ((inputs: Today_Documents_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk." |
*
* @param {Today_Documents_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_empty: ((inputs?: Today_Documents_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Picks up {pickup}: {missing} not uploaded" |
*
* @param {Today_Documents_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_missing: ((inputs: Today_Documents_MissingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_MissingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Picks up {pickup}: its documents were never checked on this desk" |
*
* @param {Today_Documents_Never_CheckedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_never_checked: ((inputs: Today_Documents_Never_CheckedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_Never_CheckedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents for pickups soon" |
*
* @param {Today_Documents_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_title: ((inputs?: Today_Documents_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} charge within 48 hours of the last free day or past it" |
* | * | "{shown} charges within 48 hours of the last free day or past it" |
*
* @param {Today_Free_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_count: ((inputs: Today_Free_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{text} · {shown} more shipment counting down in Tracking" |
* | * | "{text} · {shown} more shipments counting down in Tracking" |
*
* @param {Today_Free_CountingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_counting: ((inputs: Today_Free_CountingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_CountingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has pas..." |
*
* @param {Today_Free_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_empty: ((inputs?: Today_Free_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days running out" |
*
* @param {Today_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_title: ((inputs?: Today_Free_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last look {when}." |
*
* @param {Today_Last_LookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_last_look: ((inputs: Today_Last_LookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Last_LookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "line needs a look." |
* | * | "lines need a look." |
*
* @param {Today_Lines_NeedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_lines_need: ((inputs: Today_Lines_NeedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Lines_NeedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Mark all seen" |
*
* @param {Today_Mark_All_SeenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_mark_all_seen: ((inputs?: Today_Mark_All_SeenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Mark_All_SeenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Today_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_more: ((inputs: Today_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing here now" |
*
* @param {Today_Nothing_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_here: ((inputs?: Today_Nothing_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Nothing_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing needs you right now." |
*
* @param {Today_Nothing_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_needed: ((inputs?: Today_Nothing_NeededInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Nothing_NeededInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{type}: expires {when}" |
*
* @param {Today_Quote_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_expires: ((inputs: Today_Quote_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{type}, {price}: expires {when}" |
*
* @param {Today_Quote_Priced_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_priced_expires: ((inputs: Today_Quote_Priced_ExpiresInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_Priced_ExpiresInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Today_Quote_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_saved: ((inputs?: Today_Quote_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "soon" |
*
* @param {Today_Quote_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quote_soon: ((inputs?: Today_Quote_SoonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quote_SoonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} saved quote" |
* | * | "{shown} saved quotes" |
*
* @param {Today_Quotes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_count: ((inputs: Today_Quotes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Saved quotes whose validity ends in the next 24 hours appear here, to book them in time." |
*
* @param {Today_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_empty: ((inputs?: Today_Quotes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes expiring within a day" |
*
* @param {Today_Quotes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_title: ((inputs?: Today_Quotes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read today’s overview" |
*
* @param {Today_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_read_failed: ((inputs?: Today_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Reading today’s overview…" |
*
* @param {Today_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_reading: ((inputs?: Today_ReadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_ReadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Today_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_show_all: ((inputs?: Today_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{section}, the rest" |
*
* @param {Today_The_RestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_the_rest: ((inputs: Today_The_RestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_The_RestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Go to…" |
*
* @param {Topbar_Go_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const topbar_go_to: ((inputs?: Topbar_Go_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Topbar_Go_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Tracking_Changes_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_clear: ((inputs?: Tracking_Changes_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} change" |
* | * | "{shown} changes" |
*
* @param {Tracking_Changes_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_count: ((inputs: Tracking_Changes_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Show all changes" |
*
* @param {Tracking_Changes_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_show_all: ((inputs?: Tracking_Changes_Show_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_Show_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Changes since last sync" |
*
* @param {Tracking_Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_changes_title: ((inputs?: Tracking_Changes_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Changes_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booking code" |
*
* @param {Tracking_Code_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_booking: ((inputs?: Tracking_Code_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Code_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Tracking_Code_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_tracking: ((inputs?: Tracking_Code_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Code_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Agency" |
*
* @param {Tracking_Col_AgencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_agency: ((inputs?: Tracking_Col_AgencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_AgencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Tracking_Col_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_code: ((inputs?: Tracking_Col_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Tracking_Col_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_delivery: ((inputs?: Tracking_Col_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Col_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_free_time: ((inputs?: Tracking_Col_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Margin" |
*
* @param {Tracking_Col_MarginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_margin: ((inputs?: Tracking_Col_MarginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_MarginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Tracking_Col_PickupInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_pickup: ((inputs?: Tracking_Col_PickupInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PickupInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Tracking_Col_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_price: ((inputs?: Tracking_Col_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Col_RouteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_route: ((inputs?: Tracking_Col_RouteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_RouteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sell" |
*
* @param {Tracking_Col_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_sell: ((inputs?: Tracking_Col_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_col_status: ((inputs?: Tracking_Col_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Col_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Destination" |
*
* @param {Tracking_DestinationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_destination: ((inputs?: Tracking_DestinationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_DestinationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Close shipment details" |
*
* @param {Tracking_Detail_CloseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_close: ((inputs?: Tracking_Detail_CloseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_CloseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the shipment" |
*
* @param {Tracking_Detail_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_load_failed: ((inputs?: Tracking_Detail_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the shipment…" |
*
* @param {Tracking_Detail_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_loading: ((inputs?: Tracking_Detail_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The freight service answered with another shipment ({other}) instead of {asked}. Freight Desk does not show another shipment's details as this one's; try aga..." |
*
* @param {Tracking_Detail_Other_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_other_shipment: ((inputs: Tracking_Detail_Other_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Other_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Tracking_Detail_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_shipment: ((inputs?: Tracking_Detail_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment {code}" |
*
* @param {Tracking_Detail_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_title: ((inputs: Tracking_Detail_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Widen the dates or clear a filter." |
*
* @param {Tracking_Empty_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_text: ((inputs?: Tracking_Empty_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches these filters" |
*
* @param {Tracking_Empty_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_title: ((inputs?: Tracking_Empty_Filtered_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Filtered_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it." |
*
* @param {Tracking_Empty_Never_Synced_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_text: ((inputs?: Tracking_Empty_Never_Synced_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipment list was never synced" |
*
* @param {Tracking_Empty_Never_Synced_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_title: ((inputs?: Tracking_Empty_Never_Synced_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Never_Synced_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Booked shipments appear here." |
*
* @param {Tracking_Empty_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_text: ((inputs?: Tracking_Empty_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipments yet" |
*
* @param {Tracking_Empty_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_title: ((inputs?: Tracking_Empty_None_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_None_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Check the spelling, or clear the search or a filter." |
*
* @param {Tracking_Empty_Search_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_text: ((inputs?: Tracking_Empty_Search_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches “{search}” with these filters" |
*
* @param {Tracking_Empty_Search_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_title: ((inputs: Tracking_Empty_Search_Filtered_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The search looks in codes, agencies, places and references. Check the spelling, or clear the search." |
*
* @param {Tracking_Empty_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_text: ((inputs?: Tracking_Empty_Search_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches “{search}”" |
*
* @param {Tracking_Empty_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_title: ((inputs: Tracking_Empty_Search_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Tracking_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_cancelled: ((inputs?: Tracking_Export_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Tracking_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_csv: ((inputs?: Tracking_Export_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The list was not exported" |
*
* @param {Tracking_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_failed: ((inputs?: Tracking_Export_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export the list" |
*
* @param {Tracking_Export_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_label: ((inputs?: Tracking_Export_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No shipment matches: nothing to export" |
*
* @param {Tracking_Export_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_nothing: ((inputs?: Tracking_Export_NothingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_NothingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Export XLSX" |
*
* @param {Tracking_Export_XlsxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_export_xlsx: ((inputs?: Tracking_Export_XlsxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Export_XlsxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "e.g. {example}" |
*
* @param {Tracking_Filter_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_code_placeholder: ((inputs: Tracking_Filter_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tracking_Filter_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_date_like: ((inputs: Tracking_Filter_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The end date is before the start date" |
*
* @param {Tracking_Filter_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_end_before_start: ((inputs?: Tracking_Filter_End_Before_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_End_Before_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Start date" |
*
* @param {Tracking_Filter_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_from: ((inputs?: Tracking_Filter_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Transport operator" |
*
* @param {Tracking_Filter_OperatorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator: ((inputs?: Tracking_Filter_OperatorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_OperatorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Carrier or agency" |
*
* @param {Tracking_Filter_Operator_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_operator_placeholder: ((inputs?: Tracking_Filter_Operator_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Operator_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "City or postal code" |
*
* @param {Tracking_Filter_Place_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_place_placeholder: ((inputs?: Tracking_Filter_Place_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Place_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "End date" |
*
* @param {Tracking_Filter_ToInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_to: ((inputs?: Tracking_Filter_ToInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_ToInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{field} is at most {max} characters" |
*
* @param {Tracking_Filter_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_long: ((inputs: Tracking_Filter_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Filter by at most {max} statuses" |
*
* @param {Tracking_Filter_Too_Many_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_many_statuses: ((inputs: Tracking_Filter_Too_Many_StatusesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_Many_StatusesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Any status" |
*
* @param {Tracking_Filters_Any_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_any_status: ((inputs?: Tracking_Filters_Any_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_Any_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} filter applied" |
* | * | "{shown} filters applied" |
*
* @param {Tracking_Filters_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_applied: ((inputs: Tracking_Filters_AppliedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_AppliedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Tracking_Filters_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_apply: ((inputs?: Tracking_Filters_ApplyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_ApplyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Tracking_Filters_ClearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_clear: ((inputs?: Tracking_Filters_ClearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_ClearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment filters" |
*
* @param {Tracking_Filters_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_label: ((inputs?: Tracking_Filters_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Tracking_Filters_StatusInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filters_status: ((inputs?: Tracking_Filters_StatusInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filters_StatusInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Tracking_Free_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_change: ((inputs?: Tracking_Free_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{sum}, if it has not stopped" |
*
* @param {Tracking_Free_Charge_If_RunningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_if_running: ((inputs: Tracking_Free_Charge_If_RunningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charge_If_RunningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{sum} so far" |
*
* @param {Tracking_Free_Charge_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charge_so_far: ((inputs: Tracking_Free_Charge_So_FarInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charge_So_FarInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "none: charged from the first day" |
*
* @param {Tracking_Free_Charged_From_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_from_first: ((inputs?: Tracking_Free_Charged_From_FirstInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_From_FirstInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charged so far: {sum}" |
*
* @param {Tracking_Free_Charged_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_charged_total: ((inputs: Tracking_Free_Charged_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Charged_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {text}" |
*
* @param {Tracking_Free_ClauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause: ((inputs: Tracking_Free_ClauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ClauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {first}, {then}" |
*
* @param {Tracking_Free_Clause_ThenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_clause_then: ((inputs: Tracking_Free_Clause_ThenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Clause_ThenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} container" |
* | * | "{shown} containers" |
*
* @param {Tracking_Free_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers: ((inputs: Tracking_Free_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{containers} of {size}" |
*
* @param {Tracking_Free_Containers_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_of: ((inputs: Tracking_Free_Containers_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known ({size})" |
*
* @param {Tracking_Free_Containers_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_containers_unknown: ((inputs: Tracking_Free_Containers_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Containers_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Date ({zone})" |
*
* @param {Tracking_Free_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_date: ((inputs: Tracking_Free_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{day} at {port}" |
*
* @param {Tracking_Free_Day_At_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_day_at_port: ((inputs: Tracking_Free_Day_At_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Day_At_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} day" |
* | * | "{shown} days" |
*
* @param {Tracking_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days: ((inputs: Tracking_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} ({span}, so far)" |
*
* @param {Tracking_Free_Days_Charged_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_so_far: ((inputs: Tracking_Free_Days_Charged_So_FarInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_So_FarInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} ({span})" |
*
* @param {Tracking_Free_Days_Charged_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_stopped: ((inputs: Tracking_Free_Days_Charged_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} d {hours} h" |
*
* @param {Tracking_Free_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_hours: ((inputs: Tracking_Free_Days_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment was delivered without it" |
*
* @param {Tracking_Free_Delivered_WithoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_delivered_without: ((inputs?: Tracking_Free_Delivered_WithoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Delivered_WithoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "End not reported" |
*
* @param {Tracking_Free_End_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_end_unreported: ((inputs?: Tracking_Free_End_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_End_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the discharge" |
*
* @param {Tracking_Free_Enter_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_discharge: ((inputs?: Tracking_Free_Enter_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the empty return" |
*
* @param {Tracking_Free_Enter_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_empty_return: ((inputs?: Tracking_Free_Enter_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the release" |
*
* @param {Tracking_Free_Enter_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_enter_release: ((inputs?: Tracking_Free_Enter_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Enter_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "entered by hand" |
*
* @param {Tracking_Free_Entered_By_HandInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entered_by_hand: ((inputs?: Tracking_Free_Entered_By_HandInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entered_By_HandInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the date and the time (hours and minutes) at the port." |
*
* @param {Tracking_Free_Entry_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_incomplete: ((inputs?: Tracking_Free_Entry_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{event} entered by hand" |
*
* @param {Tracking_Free_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_label: ((inputs: Tracking_Free_Entry_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{moment} (your entry, {when}, is set aside)" |
*
* @param {Tracking_Free_Entry_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_set_aside: ((inputs: Tracking_Free_Entry_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free-time events" |
*
* @param {Tracking_Free_Events_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_events_label: ((inputs?: Tracking_Free_Events_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Events_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "every size" |
*
* @param {Tracking_Free_Every_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_every_size: ((inputs?: Tracking_Free_Every_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Every_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tracking_Free_Fact_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_charge: ((inputs?: Tracking_Free_Fact_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Containers" |
*
* @param {Tracking_Free_Fact_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_containers: ((inputs?: Tracking_Free_Fact_ContainersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_ContainersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Days charged" |
*
* @param {Tracking_Free_Fact_Days_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_days_charged: ((inputs?: Tracking_Free_Fact_Days_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Days_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free days" |
*
* @param {Tracking_Free_Fact_Free_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_free_days: ((inputs?: Tracking_Free_Fact_Free_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Free_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Tracking_Free_Fact_Last_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_last_day: ((inputs?: Tracking_Free_Fact_Last_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Last_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Per container" |
*
* @param {Tracking_Free_Fact_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_per_container: ((inputs?: Tracking_Free_Fact_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Price per day" |
*
* @param {Tracking_Free_Fact_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_price: ((inputs?: Tracking_Free_Fact_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at {event}" |
*
* @param {Tracking_Free_Fact_StartsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_starts: ((inputs: Tracking_Free_Fact_StartsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StartsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stops at {event}" |
*
* @param {Tracking_Free_Fact_StopsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_stops: ((inputs: Tracking_Free_Fact_StopsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_StopsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days}, from {event}" |
*
* @param {Tracking_Free_Free_Days_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_free_days_from: ((inputs: Tracking_Free_Free_Days_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Free_Days_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Tracking_Free_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_hours: ((inputs: Tracking_Free_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the shipment (LCL: one price)" |
*
* @param {Tracking_Free_Lcl_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_lcl_shipment: ((inputs?: Tracking_Free_Lcl_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Lcl_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{duration} left" |
*
* @param {Tracking_Free_LeftInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left: ((inputs: Tracking_Free_LeftInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_LeftInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{duration} left, last free day {day}" |
*
* @param {Tracking_Free_Left_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_left_until: ((inputs: Tracking_Free_Left_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Left_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{when} ({portTime}) · {by}" |
*
* @param {Tracking_Free_MomentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_moment: ((inputs: Tracking_Free_MomentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_MomentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} (currency not stated by the rate)" |
*
* @param {Tracking_Free_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_currency: ((inputs: Tracking_Free_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The desk did not keep this booking’s port of destination: days are counted in UTC." |
*
* @param {Tracking_Free_No_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_port: ((inputs?: Tracking_Free_No_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not given by the rate" |
*
* @param {Tracking_Free_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_price: ((inputs?: Tracking_Free_No_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No terms" |
*
* @param {Tracking_Free_No_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms: ((inputs?: Tracking_Free_No_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: the rate gave no free days or start event" |
*
* @param {Tracking_Free_No_Terms_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_terms_text: ((inputs: Tracking_Free_No_Terms_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_Terms_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not known" |
*
* @param {Tracking_Free_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_known: ((inputs?: Tracking_Free_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not reported" |
*
* @param {Tracking_Free_Not_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported: ((inputs?: Tracking_Free_Not_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not reported yet" |
*
* @param {Tracking_Free_Not_Reported_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported_yet: ((inputs?: Tracking_Free_Not_Reported_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Reported_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not started" |
*
* @param {Tracking_Free_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started: ((inputs?: Tracking_Free_Not_StartedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_StartedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: free time starts at {event}, {notYet}" |
*
* @param {Tracking_Free_Not_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_started_text: ((inputs: Tracking_Free_Not_Started_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Started_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Tracking_Free_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet: ((inputs?: Tracking_Free_Not_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet discharged" |
*
* @param {Tracking_Free_Not_Yet_DischargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_discharged: ((inputs?: Tracking_Free_Not_Yet_DischargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_DischargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not yet released" |
*
* @param {Tracking_Free_Not_Yet_ReleasedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_released: ((inputs?: Tracking_Free_Not_Yet_ReleasedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReleasedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the empty not yet returned" |
*
* @param {Tracking_Free_Not_Yet_ReturnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_yet_returned: ((inputs?: Tracking_Free_Not_Yet_ReturnedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Yet_ReturnedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "within free time, nothing charged" |
*
* @param {Tracking_Free_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_nothing_charged: ((inputs?: Tracking_Free_Nothing_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Nothing_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "past the last free day, {sum} so far" |
*
* @param {Tracking_Free_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past: ((inputs: Tracking_Free_PastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_PastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "past the last free day ({day}), {sum} so far" |
*
* @param {Tracking_Free_Past_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_day: ((inputs: Tracking_Free_Past_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Past_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Tracking_Free_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_past_due: ((inputs?: Tracking_Free_Past_DueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Past_DueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Days of the port of {name}, {zone} time; times are the port’s." |
*
* @param {Tracking_Free_Port_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_days: ((inputs: Tracking_Free_Port_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The time zone of {name} is not known to the desk: days are counted in UTC." |
*
* @param {Tracking_Free_Port_No_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_no_zone: ((inputs: Tracking_Free_Port_No_ZoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_No_ZoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{port} time" |
*
* @param {Tracking_Free_Port_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time: ((inputs: Tracking_Free_Port_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "port time" |
*
* @param {Tracking_Free_Port_Time_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_time_words: ((inputs?: Tracking_Free_Port_Time_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Port_Time_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{price} a day per container" |
*
* @param {Tracking_Free_Price_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_container: ((inputs: Tracking_Free_Price_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{price} a day for the shipment" |
*
* @param {Tracking_Free_Price_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_shipment: ((inputs: Tracking_Free_Price_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not read the shipment’s free time" |
*
* @param {Tracking_Free_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_read_failed: ((inputs?: Tracking_Free_Read_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Read_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "reported by the carrier" |
*
* @param {Tracking_Free_Reported_By_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_reported_by_carrier: ((inputs?: Tracking_Free_Reported_By_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Reported_By_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{from} to {through}" |
*
* @param {Tracking_Free_SpanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_span: ((inputs: Tracking_Free_SpanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SpanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Start not reported" |
*
* @param {Tracking_Free_Start_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported: ((inputs?: Tracking_Free_Start_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Start_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: starts at {event}, which was not reported though the shipment was delivered; enter it in the shipment’s free time" |
*
* @param {Tracking_Free_Start_Unreported_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_start_unreported_text: ((inputs: Tracking_Free_Start_Unreported_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Start_Unreported_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still at the terminal" |
*
* @param {Tracking_Free_Still_At_TerminalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_at_terminal: ((inputs: Tracking_Free_Still_At_TerminalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_At_TerminalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if the container is still out" |
*
* @param {Tracking_Free_Still_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out: ((inputs: Tracking_Free_Still_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{stop} not reported; if it has not happened" |
*
* @param {Tracking_Free_Still_Out_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out_shipment: ((inputs: Tracking_Free_Still_Out_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_Out_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Tracking_Free_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped: ((inputs?: Tracking_Free_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, {amounts}" |
*
* @param {Tracking_Free_Stopped_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_charged: ((inputs: Tracking_Free_Stopped_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when} (entered by hand): {charged}" |
*
* @param {Tracking_Free_Stopped_Entered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_entered_text: ((inputs: Tracking_Free_Stopped_Entered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_Entered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, none charged" |
*
* @param {Tracking_Free_Stopped_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_none: ((inputs?: Tracking_Free_Stopped_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: stopped at {event}, {when}: {charged}" |
*
* @param {Tracking_Free_Stopped_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_text: ((inputs: Tracking_Free_Stopped_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped, charge not known" |
*
* @param {Tracking_Free_Stopped_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_stopped_unknown: ((inputs?: Tracking_Free_Stopped_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Stopped_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} × {containers} = {total}" |
*
* @param {Tracking_Free_SumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum: ((inputs: Tracking_Free_SumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_SumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} charged; the rate gave no price per day" |
*
* @param {Tracking_Free_Sum_No_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_no_price: ((inputs: Tracking_Free_Sum_No_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_No_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} = {total}" |
*
* @param {Tracking_Free_Sum_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_shipment: ((inputs: Tracking_Free_Sum_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{days} × {perDay} = {total} a container (how many were booked is not known)" |
*
* @param {Tracking_Free_Sum_Unknown_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_sum_unknown_boxes: ((inputs: Tracking_Free_Sum_Unknown_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Sum_Unknown_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the discharge" |
*
* @param {Tracking_Free_The_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_discharge: ((inputs?: Tracking_Free_The_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the empty return" |
*
* @param {Tracking_Free_The_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_empty_return: ((inputs?: Tracking_Free_The_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the release" |
*
* @param {Tracking_Free_The_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_release: ((inputs?: Tracking_Free_The_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "the start day" |
*
* @param {Tracking_Free_The_Start_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_start_day: ((inputs?: Tracking_Free_The_Start_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Start_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Time ({zone})" |
*
* @param {Tracking_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_time: ((inputs: Tracking_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Free time" |
*
* @param {Tracking_Free_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title: ((inputs?: Tracking_Free_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discharge" |
*
* @param {Tracking_Free_Title_DischargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge: ((inputs?: Tracking_Free_Title_DischargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_DischargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Discharge at {city}" |
*
* @param {Tracking_Free_Title_Discharge_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_discharge_at: ((inputs: Tracking_Free_Title_Discharge_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Discharge_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Empty return" |
*
* @param {Tracking_Free_Title_Empty_ReturnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_empty_return: ((inputs?: Tracking_Free_Title_Empty_ReturnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_Empty_ReturnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Release (full gate out)" |
*
* @param {Tracking_Free_Title_ReleaseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_title_release: ((inputs?: Tracking_Free_Title_ReleaseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Title_ReleaseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "not counting charges whose price or containers are not known" |
*
* @param {Tracking_Free_Total_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_incomplete: ((inputs?: Tracking_Free_Total_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Total_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "counting a clock whose end was not reported as still running" |
*
* @param {Tracking_Free_Total_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_total_open: ((inputs?: Tracking_Free_Total_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Total_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "under 1 h" |
*
* @param {Tracking_Free_Under_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_under_hour: ((inputs?: Tracking_Free_Under_HourInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Under_HourInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not reported" |
*
* @param {Tracking_Free_Warning_UnreportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_warning_unreported: ((inputs?: Tracking_Free_Warning_UnreportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Warning_UnreportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods" |
*
* @param {Tracking_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods: ((inputs?: Tracking_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Tracking_Goods_Col_KindInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_kind: ((inputs?: Tracking_Goods_Col_KindInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_KindInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Tracking_Goods_Col_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_qty: ((inputs?: Tracking_Goods_Col_QtyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_QtyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Size" |
*
* @param {Tracking_Goods_Col_SizeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_size: ((inputs?: Tracking_Goods_Col_SizeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_SizeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Unit" |
*
* @param {Tracking_Goods_Col_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_unit: ((inputs?: Tracking_Goods_Col_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Tracking_Goods_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_weight: ((inputs?: Tracking_Goods_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Customs" |
*
* @param {Tracking_Goods_CustomsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_customs: ((inputs?: Tracking_Goods_CustomsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_CustomsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Tracking_Goods_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_delivery_notes: ((inputs?: Tracking_Goods_Delivery_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Delivery_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Documents of this shipment" |
*
* @param {Tracking_Goods_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_documents: ((inputs?: Tracking_Goods_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Tracking_Goods_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_insurance: ((inputs?: Tracking_Goods_InsuranceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_InsuranceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup hours" |
*
* @param {Tracking_Goods_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_hours: ((inputs?: Tracking_Goods_Pickup_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Pickup_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Pickup notes" |
*
* @param {Tracking_Goods_Pickup_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_notes: ((inputs?: Tracking_Goods_Pickup_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Pickup_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods and service" |
*
* @param {Tracking_Goods_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_title: ((inputs?: Tracking_Goods_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} unit line" |
* | * | "{shown} unit lines" |
*
* @param {Tracking_Goods_Unit_LinesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_unit_lines: ((inputs: Tracking_Goods_Unit_LinesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Unit_LinesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Commodity units" |
*
* @param {Tracking_Goods_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_units: ((inputs?: Tracking_Goods_UnitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_UnitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Goods value" |
*
* @param {Tracking_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_value: ((inputs?: Tracking_Goods_ValueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_ValueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not open the tracking page" |
*
* @param {Tracking_Link_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_failed: ((inputs?: Tracking_Link_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Open the carrier's tracking page" |
*
* @param {Tracking_Link_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_open: ((inputs?: Tracking_Link_OpenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_OpenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave a tracking address that is not a web link; Freight Desk does not open it:" |
*
* @param {Tracking_Link_UnsafeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_link_unsafe: ((inputs?: Tracking_Link_UnsafeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Link_UnsafeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment" |
* | * | "{shown} shipments" |
*
* @param {Tracking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_count: ((inputs: Tracking_List_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Arrow keys move through the list, Enter opens a shipment. Sort with the column headers." |
*
* @param {Tracking_List_KeysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_keys: ((inputs?: Tracking_List_KeysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_KeysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the shipments" |
*
* @param {Tracking_List_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_load_failed: ((inputs?: Tracking_List_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading shipments…" |
*
* @param {Tracking_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_loading: ((inputs?: Tracking_List_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "matches" |
* | * | "match" |
*
* @param {Tracking_List_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_matching: ((inputs: Tracking_List_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Tracking_List_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh: ((inputs?: Tracking_List_RefreshInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_RefreshInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Sync the list with the service now" |
*
* @param {Tracking_List_Refresh_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_refresh_title: ((inputs?: Tracking_List_Refresh_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Refresh_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "· service total {total}" |
*
* @param {Tracking_List_Service_TotalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_service_total: ((inputs: Tracking_List_Service_TotalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_Service_TotalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipments" |
*
* @param {Tracking_List_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_list_title: ((inputs?: Tracking_List_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_List_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Messages appear here as the carrier reports the shipment's progress." |
*
* @param {Tracking_Messages_AppearInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_appear: ((inputs?: Tracking_Messages_AppearInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_AppearInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Leg {number}" |
*
* @param {Tracking_Messages_LegInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_leg: ((inputs: Tracking_Messages_LegInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_LegInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load the tracking messages" |
*
* @param {Tracking_Messages_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_load_failed: ((inputs?: Tracking_Messages_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the tracking messages…" |
*
* @param {Tracking_Messages_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_loading: ((inputs?: Tracking_Messages_LoadingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_LoadingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service gave no shipment code to ask for messages with." |
*
* @param {Tracking_Messages_No_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_code: ((inputs?: Tracking_Messages_No_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_No_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Update without a message" |
*
* @param {Tracking_Messages_No_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_no_text: ((inputs?: Tracking_Messages_No_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_No_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tracking messages of this shipment" |
*
* @param {Tracking_Messages_None_Of_ThisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_of_this: ((inputs?: Tracking_Messages_None_Of_ThisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_None_Of_ThisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No tracking messages yet" |
*
* @param {Tracking_Messages_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_none_yet: ((inputs?: Tracking_Messages_None_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_None_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "newest first" |
*
* @param {Tracking_Messages_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_note: ((inputs?: Tracking_Messages_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} message in the service's answer is about another shipment ({ids}): it is not shown here." |
* | * | "{shown} messages in the service's answer are about another shipment ({ids}): they are not shown here." |
*
* @param {Tracking_Messages_OthersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_others: ((inputs: Tracking_Messages_OthersInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_OthersInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking messages, newest first" |
*
* @param {Tracking_Messages_TimelineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_timeline: ((inputs?: Tracking_Messages_TimelineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_TimelineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking messages" |
*
* @param {Tracking_Messages_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_messages_title: ((inputs?: Tracking_Messages_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Messages_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} more" |
* | * | "{shown} more" |
*
* @param {Tracking_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_more: ((inputs: Tracking_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Tracking_NoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_no: ((inputs?: Tracking_NoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_NoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Tracking_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_not_given: ((inputs?: Tracking_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Origin" |
*
* @param {Tracking_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_origin: ((inputs?: Tracking_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Route" |
*
* @param {Tracking_Route_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_route_title: ((inputs?: Tracking_Route_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Route_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Every word must appear; any case, any accents." |
*
* @param {Tracking_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_hint: ((inputs?: Tracking_Search_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search shipments" |
*
* @param {Tracking_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_label: ((inputs?: Tracking_Search_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Code, agency, place or reference" |
*
* @param {Tracking_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_placeholder: ((inputs?: Tracking_Search_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Search for at most {max} characters" |
*
* @param {Tracking_Search_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_search_too_long: ((inputs: Tracking_Search_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Search_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote {quote}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title: ((inputs: Tracking_Sell_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Sell_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Quote {quote} for {customer}: bought at {buy}, margin {margin}, sold at {sell}" |
*
* @param {Tracking_Sell_Title_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_sell_title_customer: ((inputs: Tracking_Sell_Title_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Sell_Title_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Shipment code" |
*
* @param {Tracking_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_shipment_code: ((inputs?: Tracking_Shipment_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Shipment_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Messages from the carrier as the shipment moves." |
*
* @param {Tracking_Switch_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_hint: ((inputs?: Tracking_Switch_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking updates" |
*
* @param {Tracking_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_label: ((inputs?: Tracking_Switch_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "tracking may or may not have been switched off" |
*
* @param {Tracking_Switch_Maybe_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_off: ((inputs?: Tracking_Switch_Maybe_OffInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Maybe_OffInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "tracking may or may not have been switched on" |
*
* @param {Tracking_Switch_Maybe_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_maybe_on: ((inputs?: Tracking_Switch_Maybe_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Maybe_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Tracking_Switch_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off: ((inputs?: Tracking_Switch_OffInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_OffInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking switched off" |
*
* @param {Tracking_Switch_Off_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_done: ((inputs?: Tracking_Switch_Off_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch tracking off. {title}: {message}" |
*
* @param {Tracking_Switch_Off_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_off_failed: ((inputs: Tracking_Switch_Off_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Off_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "On" |
*
* @param {Tracking_Switch_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on: ((inputs?: Tracking_Switch_OnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_OnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Tracking switched on" |
*
* @param {Tracking_Switch_On_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_done: ((inputs?: Tracking_Switch_On_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_On_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Could not switch tracking on. {title}: {message}" |
*
* @param {Tracking_Switch_On_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_on_failed: ((inputs: Tracking_Switch_On_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_On_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The shipment was read again: the switch above shows what the service says now." |
*
* @param {Tracking_Switch_Read_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_read_again: ((inputs?: Tracking_Switch_Read_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Read_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not switch tracking." |
*
* @param {Tracking_Switch_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused: ((inputs?: Tracking_Switch_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service did not switch tracking: {reason}" |
*
* @param {Tracking_Switch_Refused_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_refused_because: ((inputs: Tracking_Switch_Refused_BecauseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Refused_BecauseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Switching…" |
*
* @param {Tracking_Switch_SwitchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_switching: ((inputs?: Tracking_Switch_SwitchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_SwitchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service does not say whether tracking is on; it is on unless switched off." |
*
* @param {Tracking_Switch_Unknown_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_switch_unknown_hint: ((inputs?: Tracking_Switch_Unknown_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Switch_Unknown_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "No longer listed" |
*
* @param {Tracking_UnlistedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted: ((inputs?: Tracking_UnlistedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_UnlistedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "The service has not listed this shipment since {when}. Freight Desk keeps what it stored." |
*
* @param {Tracking_Unlisted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted_title: ((inputs: Tracking_Unlisted_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Unlisted_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Tracking_YesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_yes: ((inputs?: Tracking_YesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_YesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const try_again: ((inputs?: Try_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Try_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be a number, such as 12.5" |
*
* @param {Typed_Number_DecimalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_decimal: ((inputs: Typed_Number_DecimalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_DecimalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} is required" |
*
* @param {Typed_Number_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_required: ((inputs: Typed_Number_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be a whole number, such as 2" |
*
* @param {Typed_Number_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const typed_number_whole: ((inputs: Typed_Number_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Typed_Number_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type Booking_Cargo_AddInputs = {};
export type Booking_Cargo_Add_Of_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Cargo_LineInputs = {
    line: NonNullable<unknown>;
};
export type Booking_Cargo_Of_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Cargo_RemoveInputs = {
    line: NonNullable<unknown>;
};
export type Booking_Cargo_Remove_Of_ContainerInputs = {
    line: NonNullable<unknown>;
    container: NonNullable<unknown>;
};
export type Booking_Col_ModeInputs = {};
export type Booking_ContainerInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Container_AddInputs = {};
export type Booking_Container_LineInputs = {
    container: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Booking_Container_RemoveInputs = {
    container: NonNullable<unknown>;
};
export type Booking_Containers_Booking_DescribesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Containers_Quote_ForInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Drafts_DescriptionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Drafts_KeptInputs = {};
export type Booking_Drafts_No_CarrierInputs = {};
export type Booking_Drafts_No_ContactInputs = {};
export type Booking_Drafts_Quote_GoneInputs = {};
export type Booking_Drafts_Read_FailedInputs = {};
export type Booking_Drafts_ResumeInputs = {};
export type Booking_Drafts_Saved_QuoteInputs = {};
export type Booking_Drafts_The_BookingInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Drafts_The_FormInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Drafts_TitleInputs = {};
export type Booking_Field_AddressInputs = {};
export type Booking_Field_Address_HintInputs = {};
export type Booking_Field_CompanyInputs = {};
export type Booking_Field_Contact_PersonInputs = {};
export type Booking_Field_Delivery_NotesInputs = {};
export type Booking_Field_DescriptionInputs = {};
export type Booking_Field_Edi_TypeInputs = {};
export type Booking_Field_Edi_Type_PlaceholderInputs = {};
export type Booking_Field_EmailInputs = {};
export type Booking_Field_Hs_CodeInputs = {};
export type Booking_Field_Hs_Code_PlaceholderInputs = {};
export type Booking_Field_IncotermInputs = {};
export type Booking_Field_Incoterm_HintInputs = {};
export type Booking_Field_OptionalInputs = {};
export type Booking_Field_PhoneInputs = {};
export type Booking_Field_Phone_PrefixInputs = {};
export type Booking_Field_Phone_Prefix_HintInputs = {};
export type Booking_Field_Pickup_FromInputs = {};
export type Booking_Field_Pickup_NotesInputs = {};
export type Booking_Field_Pickup_Notes_HintInputs = {};
export type Booking_Field_Pickup_UntilInputs = {};
export type Booking_Field_QuantityInputs = {};
export type Booking_Field_TrackInputs = {};
export type Booking_Field_Track_HintInputs = {};
export type Booking_Field_VolumeInputs = {};
export type Booking_Field_WeightInputs = {};
export type Booking_Flow_Before_Booking_AgainInputs = {};
export type Booking_Flow_Book_CurrentInputs = {};
export type Booking_Flow_BookedInputs = {};
export type Booking_Flow_Booked_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Booking_Flow_Check_TrackingInputs = {};
export type Booking_Flow_Check_Tracking_ForInputs = {
    agency: NonNullable<unknown>;
};
export type Booking_Flow_Earlier_UnknownInputs = {};
export type Booking_Flow_ExpiredInputs = {
    date: NonNullable<unknown>;
};
export type Booking_Flow_Not_MadeInputs = {};
export type Booking_Flow_PrefilledInputs = {
    filled: NonNullable<unknown>;
};
export type Booking_Flow_Price_Not_GuaranteedInputs = {};
export type Booking_Flow_Rate_AgainInputs = {};
export type Booking_Flow_SendingInputs = {};
export type Booking_Flow_Unknown_CheckInputs = {};
export type Booking_Flow_Unknown_Check_WithInputs = {
    agency: NonNullable<unknown>;
};
export type Booking_Flow_Unknown_Do_Not_BookInputs = {};
export type Booking_Flow_Unknown_SentInputs = {};
export type Booking_Flow_Unknown_WhatInputs = {};
export type Booking_Form_Choose_IncotermInputs = {};
export type Booking_Form_Choose_TimeInputs = {};
export type Booking_Form_LabelInputs = {};
export type Booking_Form_Min_WindowInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Form_Need_AttentionInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Form_NextInputs = {};
export type Booking_Form_No_IncotermInputs = {};
export type Booking_Form_ReviewInputs = {};
export type Booking_Form_Times_LoadingInputs = {};
export type Booking_Form_Times_NoneInputs = {};
export type Booking_Form_Times_OfferedInputs = {};
export type Booking_Form_Times_UnansweredInputs = {
    reason: NonNullable<unknown>;
};
export type Booking_Go_To_QuotesInputs = {};
export type Booking_Hs_WarningInputs = {};
export type Booking_Hs_Warning_AtInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
export type Booking_Hs_Warning_CodeInputs = {
    code: NonNullable<unknown>;
    warning: NonNullable<unknown>;
};
export type Booking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_List_DescriptionInputs = {};
export type Booking_List_Empty_TextInputs = {};
export type Booking_List_Empty_TitleInputs = {};
export type Booking_List_Read_FailedInputs = {};
export type Booking_List_ReadingInputs = {};
export type Booking_List_TitleInputs = {};
export type Booking_Not_Bookable_ReasonInputs = {
    mode: NonNullable<unknown>;
    modes: NonNullable<unknown>;
};
export type Booking_Open_ShipmentInputs = {};
export type Booking_Prefill_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Prefill_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Prefill_GoodsInputs = {};
export type Booking_Prefill_PlacesInputs = {};
export type Booking_Quote_Booked_AsInputs = {};
export type Booking_Quote_Booked_TitleInputs = {};
export type Booking_Quote_Books_OnlyInputs = {
    modes: NonNullable<unknown>;
};
export type Booking_Quote_Kind_UnknownInputs = {};
export type Booking_Quote_Load_FailedInputs = {};
export type Booking_Quote_LoadingInputs = {};
export type Booking_Quote_Missing_TextInputs = {};
export type Booking_Quote_Missing_TitleInputs = {};
export type Booking_Quote_No_Longer_ListedInputs = {};
export type Booking_Quote_Not_BookableInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Quote_Open_From_QuotesInputs = {};
export type Booking_Quote_Unknown_TypeInputs = {};
export type Booking_Rate_ShipmentInputs = {};
export type Booking_Review_BackInputs = {};
export type Booking_Review_BookInputs = {};
export type Booking_Review_BookingInputs = {};
export type Booking_Review_Cargo_LineInputs = {};
export type Booking_Review_Cargo_LinesInputs = {};
export type Booking_Review_IntroInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Review_Look_TwiceInputs = {};
export type Booking_Review_Needs_ServiceInputs = {};
export type Booking_Review_NoInputs = {};
export type Booking_Review_TitleInputs = {};
export type Booking_Review_YesInputs = {};
export type Booking_Rule_EmailInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Incoterm_CodeInputs = {
    label: NonNullable<unknown>;
    codes: NonNullable<unknown>;
};
export type Booking_Rule_Incoterm_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_More_Than_ZeroInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_No_CargosInputs = {};
export type Booking_Rule_No_Container_CargoInputs = {};
export type Booking_Rule_No_ContainersInputs = {};
export type Booking_Rule_No_PlusInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Quote_RequiredInputs = {};
export type Booking_Rule_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_TimeInputs = {
    label: NonNullable<unknown>;
};
export type Booking_Rule_Time_OrderInputs = {
    label: NonNullable<unknown>;
    earlier: NonNullable<unknown>;
};
export type Booking_Saved_QuotesInputs = {};
export type Booking_Section_CargosInputs = {};
export type Booking_Section_Cargos_DescriptionInputs = {};
export type Booking_Section_ContainersInputs = {};
export type Booking_Section_Containers_DescriptionInputs = {};
export type Booking_Section_DestinationInputs = {};
export type Booking_Section_Destination_DescriptionInputs = {};
export type Booking_Section_OriginInputs = {};
export type Booking_Section_Origin_DescriptionInputs = {};
export type Booking_Section_PickupInputs = {};
export type Booking_Section_Pickup_DescriptionInputs = {};
export type Booking_Section_TermsInputs = {};
export type Booking_Section_Terms_DescriptionInputs = {};
export type Booking_Success_Book_AnotherInputs = {};
export type Booking_Success_Booking_CodeInputs = {};
export type Booking_Success_LeadInputs = {
    mode: NonNullable<unknown>;
};
export type Booking_Success_Lead_WithInputs = {
    mode: NonNullable<unknown>;
    agency: NonNullable<unknown>;
};
export type Booking_Success_Not_GivenInputs = {};
export type Booking_Success_Shipment_CodeInputs = {};
export type Booking_Success_TitleInputs = {};
export type Booking_Success_Tracking_CodeInputs = {};
export type Booking_Success_Unsafe_LinkInputs = {};
export type Booking_Summary_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Booking_Summary_DeliveryInputs = {};
export type Booking_Summary_ExpiredInputs = {};
export type Booking_Summary_ExpiresInputs = {};
export type Booking_Summary_No_CarrierInputs = {};
export type Booking_Summary_No_ExpiryInputs = {};
export type Booking_Summary_PickupInputs = {};
export type Booking_Summary_PriceInputs = {};
export type Booking_Summary_Price_Not_GivenInputs = {};
export type Booking_Summary_QuoteInputs = {};
export type Booking_Summary_Saved_QuoteInputs = {};
export type Booking_Summary_TransitInputs = {};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Company_Choose_LogoInputs = {};
export type Company_DescriptionInputs = {};
export type Company_LogoInputs = {};
export type Company_Logo_AltInputs = {
    file: NonNullable<unknown>;
};
export type Company_Logo_FactsInputs = {
    file: NonNullable<unknown>;
    width: NonNullable<unknown>;
    height: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Company_Logo_LimitsInputs = {
    size: NonNullable<unknown>;
};
export type Company_NameInputs = {};
export type Company_Name_HintInputs = {};
export type Company_Name_Save_FailedInputs = {};
export type Company_No_LogoInputs = {};
export type Company_Remove_LogoInputs = {};
export type Company_Replace_LogoInputs = {};
export type Company_Save_NameInputs = {};
export type Company_TitleInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type Date_Day_LettersInputs = {};
export type Date_Month_LettersInputs = {};
export type Date_Year_LettersInputs = {};
export type DismissInputs = {};
export type Documents_About_ForInputs = {
    name: NonNullable<unknown>;
};
export type Documents_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Announce_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_FinishedInputs = {
    parts: NonNullable<unknown>;
};
export type Documents_Announce_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Announce_UploadedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Choose_DocumentInputs = {};
export type Documents_Choose_Document_PlaceholderInputs = {};
export type Documents_Choose_FilesInputs = {};
export type Documents_Choose_ForInputs = {
    files: NonNullable<unknown>;
};
export type Documents_ClearInputs = {};
export type Documents_Clear_FinishedInputs = {};
export type Documents_DownloadInputs = {};
export type Documents_Drop_HintInputs = {
    limit: NonNullable<unknown>;
};
export type Documents_Drop_PanelInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Drop_RowInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Empty_TextInputs = {};
export type Documents_Empty_TitleInputs = {};
export type Documents_File_Not_HereInputs = {};
export type Documents_File_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_File_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Load_FailedInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_LoadingInputs = {};
export type Documents_None_TextInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_None_TitleInputs = {};
export type Documents_Not_UploadedInputs = {};
export type Documents_Offline_ActionInputs = {};
export type Documents_Offline_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Documents_OptionalInputs = {};
export type Documents_Other_Shipment_ErrorInputs = {
    ids: NonNullable<unknown>;
    shipment: NonNullable<unknown>;
};
export type Documents_Other_Shipment_NoteInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Documents_Panel_DescriptionInputs = {};
export type Documents_Panel_TitleInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Phase_DoneInputs = {};
export type Documents_Phase_FailedInputs = {};
export type Documents_Phase_ReadingInputs = {};
export type Documents_Phase_ReadyInputs = {};
export type Documents_Phase_RefusedInputs = {};
export type Documents_Phase_SendingInputs = {};
export type Documents_Phase_UnknownInputs = {};
export type Documents_Phase_WaitingInputs = {};
export type Documents_Picker_Caption_RecentInputs = {};
export type Documents_Picker_Caption_SearchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_ChangeInputs = {};
export type Documents_Picker_Code_LabelInputs = {};
export type Documents_Picker_Code_PlaceholderInputs = {};
export type Documents_Picker_Col_ActionsInputs = {};
export type Documents_Picker_Col_PickupInputs = {};
export type Documents_Picker_Col_RouteInputs = {};
export type Documents_Picker_Col_ShipmentInputs = {};
export type Documents_Picker_Col_TypeInputs = {};
export type Documents_Picker_DescriptionInputs = {};
export type Documents_Picker_FindInputs = {};
export type Documents_Picker_KeepInputs = {
    code: NonNullable<unknown>;
};
export type Documents_Picker_List_FailedInputs = {};
export type Documents_Picker_ListedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Picker_Loading_RecentInputs = {};
export type Documents_Picker_Looking_ForInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Looking_UpInputs = {};
export type Documents_Picker_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Documents_Picker_Most_RecentInputs = {};
export type Documents_Picker_No_MatchInputs = {
    searched: NonNullable<unknown>;
};
export type Documents_Picker_NoneInputs = {};
export type Documents_Picker_None_TextInputs = {};
export type Documents_Picker_Open_TrackingInputs = {};
export type Documents_Picker_ShowInputs = {};
export type Documents_Picker_TitleInputs = {};
export type Documents_Progress_CountInputs = {
    uploaded: NonNullable<unknown>;
    required: NonNullable<unknown>;
};
export type Documents_Progress_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Documents_Ready_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Refused_AnnounceInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_ReloadInputs = {};
export type Documents_Reload_ChecklistInputs = {};
export type Documents_RequiredInputs = {};
export type Documents_Staged_AsInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Staged_OfflineInputs = {};
export type Documents_Staged_TextInputs = {};
export type Documents_Staged_TitleInputs = {};
export type Documents_Summary_BusyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_DoneInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_ReadyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Summary_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Table_CaptionInputs = {
    shipment: NonNullable<unknown>;
};
export type Documents_Table_Col_ActionsInputs = {};
export type Documents_Table_Col_DocumentInputs = {};
export type Documents_Table_Col_ObservationsInputs = {};
export type Documents_Table_Col_StatusInputs = {};
export type Documents_Target_OptionalInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Optional_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_RequiredInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Target_Required_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_TemplateInputs = {};
export type Documents_Template_FileInputs = {
    name: NonNullable<unknown>;
    extension: NonNullable<unknown>;
};
export type Documents_Template_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
export type Documents_Template_Save_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Documents_The_DocumentInputs = {};
export type Documents_This_ShipmentInputs = {};
export type Documents_Unknown_ManyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Unknown_OneInputs = {
    file: NonNullable<unknown>;
};
export type Documents_Unknown_TextInputs = {};
export type Documents_UnnamedInputs = {};
export type Documents_UploadInputs = {};
export type Documents_Upload_AgainInputs = {};
export type Documents_Upload_FilesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Documents_Upload_LimitInputs = {
    mib: NonNullable<unknown>;
};
export type Documents_Upload_Not_AcceptedInputs = {};
export type Documents_Upload_Unknown_ReasonInputs = {};
export type Documents_Uploaded_AtInputs = {
    when: NonNullable<unknown>;
};
export type Documents_Uploading_AsInputs = {
    file: NonNullable<unknown>;
    document: NonNullable<unknown>;
};
export type Documents_Uploads_TitleInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type EditInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Keychain_No_CredentialsInputs = {
    name: NonNullable<unknown>;
};
export type Keychain_Other_OriginInputs = {
    name: NonNullable<unknown>;
    kept: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
export type Keychain_UnavailableInputs = {};
export type LoadingInputs = {};
export type Logs_DescriptionInputs = {};
export type Logs_Show_FailedInputs = {};
export type Logs_TitleInputs = {};
export type Lookups_Airports_Col_IataInputs = {};
export type Lookups_Airports_Could_NotInputs = {};
export type Lookups_Airports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_DescriptionInputs = {};
export type Lookups_Airports_Empty_TextInputs = {};
export type Lookups_Airports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_Idle_TextInputs = {};
export type Lookups_Airports_Idle_TitleInputs = {};
export type Lookups_Airports_LabelInputs = {};
export type Lookups_Airports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_PlaceholderInputs = {};
export type Lookups_Airports_Search_FailedInputs = {};
export type Lookups_Airports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Airports_TitleInputs = {};
export type Lookups_Airports_Too_ShortInputs = {};
export type Lookups_CaptionInputs = {
    title: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Col_CityInputs = {};
export type Lookups_Col_CodeInputs = {};
export type Lookups_Col_CoordinatesInputs = {};
export type Lookups_Col_CountryInputs = {};
export type Lookups_Col_NameInputs = {};
export type Lookups_Col_SizeInputs = {};
export type Lookups_Col_TypeInputs = {};
export type Lookups_Containers_Col_ReeferInputs = {};
export type Lookups_Containers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Containers_DescriptionInputs = {};
export type Lookups_Containers_FailedInputs = {};
export type Lookups_Containers_LoadingInputs = {};
export type Lookups_Containers_NoneInputs = {};
export type Lookups_Containers_Size_FtInputs = {
    size: NonNullable<unknown>;
};
export type Lookups_Containers_TitleInputs = {};
export type Lookups_EastInputs = {};
export type Lookups_List_Empty_TextInputs = {};
export type Lookups_NoInputs = {};
export type Lookups_NorthInputs = {};
export type Lookups_Pallets_Col_SizeInputs = {};
export type Lookups_Pallets_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Lookups_Pallets_DescriptionInputs = {};
export type Lookups_Pallets_FailedInputs = {};
export type Lookups_Pallets_Height_Not_FixedInputs = {};
export type Lookups_Pallets_LoadingInputs = {};
export type Lookups_Pallets_NoneInputs = {};
export type Lookups_Pallets_Per_ShipmentInputs = {};
export type Lookups_Pallets_TitleInputs = {};
export type Lookups_Ports_Col_RkstInputs = {};
export type Lookups_Ports_Col_UnlocodeInputs = {};
export type Lookups_Ports_Could_NotInputs = {};
export type Lookups_Ports_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_DescriptionInputs = {};
export type Lookups_Ports_Empty_TextInputs = {};
export type Lookups_Ports_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_Idle_TextInputs = {};
export type Lookups_Ports_Idle_TitleInputs = {};
export type Lookups_Ports_LabelInputs = {};
export type Lookups_Ports_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_PlaceholderInputs = {};
export type Lookups_Ports_Search_FailedInputs = {};
export type Lookups_Ports_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Ports_TitleInputs = {};
export type Lookups_Ports_Too_ShortInputs = {};
export type Lookups_Postal_Col_CodeInputs = {};
export type Lookups_Postal_Col_RegionInputs = {};
export type Lookups_Postal_Could_NotInputs = {};
export type Lookups_Postal_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_CountryInputs = {};
export type Lookups_Postal_DescriptionInputs = {};
export type Lookups_Postal_Empty_TextInputs = {};
export type Lookups_Postal_FoundInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_Idle_TextInputs = {};
export type Lookups_Postal_Idle_TitleInputs = {};
export type Lookups_Postal_LabelInputs = {};
export type Lookups_Postal_NoneInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_PlaceholderInputs = {};
export type Lookups_Postal_Search_FailedInputs = {};
export type Lookups_Postal_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Lookups_Postal_TitleInputs = {};
export type Lookups_Postal_Too_ShortInputs = {};
export type Lookups_QuotedInputs = {
    text: NonNullable<unknown>;
};
export type Lookups_ReloadInputs = {};
export type Lookups_SearchInputs = {};
export type Lookups_SouthInputs = {};
export type Lookups_WestInputs = {};
export type Lookups_YesInputs = {};
export type Main_Durable_Write_Not_FlushedInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Main_Json_File_EmptyInputs = {};
export type Main_Json_File_Not_JsonInputs = {
    detail: NonNullable<unknown>;
};
export type Main_Json_File_Set_AsideInputs = {
    path: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    keptAs: NonNullable<unknown>;
};
export type Main_Json_File_UnexpectedInputs = {
    problem: NonNullable<unknown>;
};
export type Main_Json_File_Unexpected_ContentInputs = {};
export type Main_Logo_Not_ImageInputs = {
    name: NonNullable<unknown>;
};
export type Main_Logo_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Main_Logo_UnreadableInputs = {
    name: NonNullable<unknown>;
};
export type Main_Profile_Api_Key_RequiredInputs = {};
export type Main_Profile_Api_Secret_RequiredInputs = {};
export type Main_Profile_Key_And_SecretInputs = {};
export type Main_Profile_Key_And_Secret_FieldInputs = {};
export type Main_Profile_Keychain_Not_RestoredInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Main_Profile_Name_TakenInputs = {
    name: NonNullable<unknown>;
};
export type Main_Profile_Name_Taken_FieldInputs = {};
export type Main_Profile_New_Needs_KeyInputs = {};
export type Main_Profile_Sandbox_UnchangeableInputs = {};
export type Main_Profile_Sandbox_UnremovableInputs = {};
export type Main_Profile_UnknownInputs = {
    id: NonNullable<unknown>;
};
export type Main_Settings_Company_Name_MaxInputs = {};
export type Main_Settings_LanguageInputs = {};
export type Main_Settings_Not_SavedInputs = {
    path: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Main_Settings_Notification_SwitchInputs = {};
export type Main_Settings_Pdf_ChargesInputs = {};
export type Main_Settings_Pdf_Name_CarrierInputs = {};
export type Main_Settings_Pdf_Terms_MaxInputs = {};
export type Main_Settings_Sync_MaxInputs = {};
export type Main_Settings_Sync_MinInputs = {};
export type Main_Settings_Sync_WholeInputs = {};
export type Main_Settings_ThemeInputs = {};
export type Main_Upload_EmptyInputs = {
    name: NonNullable<unknown>;
};
export type Main_Upload_Too_LargeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    bytes: NonNullable<unknown>;
};
export type Main_Upload_Type_RefusedInputs = {
    name: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Notifications_DescriptionInputs = {};
export type Notifications_Notify_AboutInputs = {};
export type Notifications_Read_FailedInputs = {};
export type Notifications_Save_FailedInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Palette_CommandsInputs = {};
export type Palette_Input_LabelInputs = {};
export type Palette_Input_PlaceholderInputs = {};
export type Palette_KeysInputs = {};
export type Palette_LabelInputs = {};
export type Palette_Nothing_MatchesInputs = {
    typed: NonNullable<unknown>;
};
export type Palette_Profile_SandboxInputs = {};
export type Palette_Profile_ServiceInputs = {};
export type Palette_Profile_WordsInputs = {};
export type Palette_Rate_DetailInputs = {
    mode: NonNullable<unknown>;
};
export type Palette_Rate_LabelInputs = {
    mode: NonNullable<unknown>;
};
export type Palette_Rate_WordsInputs = {};
export type Palette_Screen_WordsInputs = {};
export type Palette_SearchingInputs = {};
export type Palette_Section_Go_ToInputs = {};
export type Palette_Section_ProfilesInputs = {};
export type Palette_Section_RateInputs = {};
export type Palette_Section_ShipmentsInputs = {};
export type Palette_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Palette_Switch_ToInputs = {
    name: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_All_In_NoteInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_NotesInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_Quote_LabelInputs = {};
export type Pdf_Ref_LabelInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Unnamed_CurrencyInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Pricing_Amount_ProblemInputs = {};
export type Pricing_ChangeInputs = {};
export type Pricing_Col_ActionsInputs = {};
export type Pricing_Csv_Bad_MarginInputs = {
    margin: NonNullable<unknown>;
};
export type Pricing_Csv_Column_TwiceInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Csv_EmptyInputs = {};
export type Pricing_Csv_Extra_FieldsInputs = {
    fields: NonNullable<unknown>;
    header: NonNullable<unknown>;
};
export type Pricing_Csv_More_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Csv_Name_EmptyInputs = {};
export type Pricing_Csv_Name_RepeatedInputs = {
    name: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Pricing_Csv_No_CustomerInputs = {};
export type Pricing_Csv_No_Name_ColumnInputs = {};
export type Pricing_Csv_Quote_OpenInputs = {};
export type Pricing_Csv_Too_LongInputs = {
    column: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Pricing_Csv_Unknown_ColumnInputs = {
    name: NonNullable<unknown>;
    columns: NonNullable<unknown>;
};
export type Pricing_Customer_AddInputs = {};
export type Pricing_Customer_ContactInputs = {};
export type Pricing_Customer_Contact_PlaceholderInputs = {};
export type Pricing_Customer_Currency_NoteInputs = {};
export type Pricing_Customer_Currency_Note_HintInputs = {};
export type Pricing_Customer_Currency_Note_PlaceholderInputs = {};
export type Pricing_Customer_Default_MarginInputs = {};
export type Pricing_Customer_Default_Margin_HintInputs = {};
export type Pricing_Customer_Default_Margin_PlaceholderInputs = {};
export type Pricing_Customer_Default_RuleInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customer_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customer_Form_NewInputs = {};
export type Pricing_Customer_LanguageInputs = {};
export type Pricing_Customer_Language_PlaceholderInputs = {};
export type Pricing_Customer_NameInputs = {};
export type Pricing_Customer_NotesInputs = {};
export type Pricing_Customer_SaveInputs = {};
export type Pricing_Customer_Save_FailedInputs = {};
export type Pricing_Customers_AddedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Customers_Col_Currency_NoteInputs = {};
export type Pricing_Customers_Col_CustomerInputs = {};
export type Pricing_Customers_Col_Default_MarginInputs = {};
export type Pricing_Customers_Col_LanguageInputs = {};
export type Pricing_Customers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Customers_Csv_HintInputs = {
    columns: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_ConfirmInputs = {};
export type Pricing_Customers_Delete_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Customers_Delete_TitleInputs = {};
export type Pricing_Customers_DescriptionInputs = {};
export type Pricing_Customers_EmptyInputs = {};
export type Pricing_Customers_ImportInputs = {};
export type Pricing_Customers_Import_FailedInputs = {
    file: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Pricing_Customers_Import_LineInputs = {
    line: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Pricing_Customers_ImportedInputs = {
    file: NonNullable<unknown>;
    added: NonNullable<unknown>;
    updated: NonNullable<unknown>;
};
export type Pricing_Customers_NewInputs = {};
export type Pricing_Customers_No_MatchInputs = {};
export type Pricing_Customers_Read_FailedInputs = {};
export type Pricing_Customers_SearchInputs = {};
export type Pricing_Customers_Search_PlaceholderInputs = {};
export type Pricing_Customers_TitleInputs = {};
export type Pricing_Customers_Too_LargeInputs = {
    file: NonNullable<unknown>;
};
export type Pricing_Customers_UpdatedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_DeleteInputs = {};
export type Pricing_Field_Adds_NothingInputs = {};
export type Pricing_Field_Amount_Below_ZeroInputs = {};
export type Pricing_Field_Amount_Too_HighInputs = {};
export type Pricing_Field_Amount_WholeInputs = {};
export type Pricing_Field_Amounts_Need_CurrencyInputs = {};
export type Pricing_Field_CountryInputs = {};
export type Pricing_Field_Csv_Too_LargeInputs = {
    max: NonNullable<unknown>;
};
export type Pricing_Field_CurrencyInputs = {};
export type Pricing_Field_DateInputs = {
    what: NonNullable<unknown>;
};
export type Pricing_Field_Exchange_Above_ZeroInputs = {};
export type Pricing_Field_Exchange_Two_CurrenciesInputs = {};
export type Pricing_Field_Margin_Amount_Below_ZeroInputs = {};
export type Pricing_Field_Margin_Below_ZeroInputs = {};
export type Pricing_Field_Margin_Too_HighInputs = {};
export type Pricing_Field_Name_RequiredInputs = {};
export type Pricing_Field_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Field_Not_TextInputs = {
    what: NonNullable<unknown>;
};
export type Pricing_Field_Per_Container_Needs_FclInputs = {};
export type Pricing_Field_Percent_WholeInputs = {};
export type Pricing_Field_PortInputs = {};
export type Pricing_Field_Rule_Needs_NameInputs = {};
export type Pricing_Field_Safe_AmountInputs = {};
export type Pricing_Field_The_CarrierInputs = {};
export type Pricing_Field_The_ContactInputs = {};
export type Pricing_Field_The_Currency_NoteInputs = {};
export type Pricing_Field_The_LanguageInputs = {};
export type Pricing_Field_The_NameInputs = {};
export type Pricing_Field_The_NotesInputs = {};
export type Pricing_Field_The_SearchInputs = {};
export type Pricing_Field_Too_LongInputs = {
    what: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Pricing_Level_CarrierInputs = {};
export type Pricing_Level_CustomerInputs = {};
export type Pricing_Level_DeskInputs = {};
export type Pricing_Level_Lane_CountryInputs = {};
export type Pricing_Level_Lane_PortInputs = {};
export type Pricing_Level_ModeInputs = {};
export type Pricing_Main_Chosen_Customer_GoneInputs = {};
export type Pricing_Main_Customer_GoneInputs = {};
export type Pricing_Main_Customer_Has_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Pricing_Main_Customer_TakenInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Customer_Taken_FieldInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Import_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Main_Pick_CustomerInputs = {};
export type Pricing_Main_Quote_Not_PricedInputs = {};
export type Pricing_Main_Quote_Sell_UnknownInputs = {};
export type Pricing_Main_Quoted_NameInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Main_Rate_GoneInputs = {
    rate: NonNullable<unknown>;
};
export type Pricing_Main_Rule_Customer_GoneInputs = {};
export type Pricing_Main_Rule_GoneInputs = {};
export type Pricing_Main_Sell_ChangedInputs = {};
export type Pricing_Main_Sell_Not_KeptInputs = {
    why: NonNullable<unknown>;
};
export type Pricing_Main_Sell_UnknownInputs = {};
export type Pricing_Pdf_By_ChargeInputs = {};
export type Pricing_Pdf_DescriptionInputs = {};
export type Pricing_Pdf_Name_CarrierInputs = {};
export type Pricing_Pdf_Name_Carrier_HintInputs = {};
export type Pricing_Pdf_One_LineInputs = {};
export type Pricing_Pdf_PriceInputs = {};
export type Pricing_Pdf_SaveInputs = {};
export type Pricing_Pdf_Save_FailedInputs = {};
export type Pricing_Pdf_TermsInputs = {};
export type Pricing_Pdf_Terms_HintInputs = {};
export type Pricing_Pdf_TitleInputs = {};
export type Pricing_PercentInputs = {
    percent: NonNullable<unknown>;
};
export type Pricing_Percentage_ProblemInputs = {};
export type Pricing_Report_All_CustomersInputs = {};
export type Pricing_Report_By_HandInputs = {};
export type Pricing_Report_CancelledInputs = {};
export type Pricing_Report_Col_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_CarrierInputs = {};
export type Pricing_Report_Col_CustomerInputs = {};
export type Pricing_Report_Col_FromInputs = {};
export type Pricing_Report_Col_MarginInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_ModeInputs = {};
export type Pricing_Report_Col_QuoteInputs = {};
export type Pricing_Report_Col_QuotesInputs = {};
export type Pricing_Report_Col_RuleInputs = {};
export type Pricing_Report_Col_SavedInputs = {};
export type Pricing_Report_Col_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Report_Col_ToInputs = {};
export type Pricing_Report_Col_Valid_UntilInputs = {};
export type Pricing_Report_CustomerInputs = {};
export type Pricing_Report_DescriptionInputs = {};
export type Pricing_Report_Each_QuoteInputs = {};
export type Pricing_Report_Export_CsvInputs = {};
export type Pricing_Report_Export_XlsxInputs = {};
export type Pricing_Report_FailedInputs = {};
export type Pricing_Report_File_CustomersInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Pricing_Report_File_QuotesInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Pricing_Report_FromInputs = {};
export type Pricing_Report_LinesInputs = {};
export type Pricing_Report_No_CurrencyInputs = {};
export type Pricing_Report_No_CustomerInputs = {};
export type Pricing_Report_No_RuleInputs = {};
export type Pricing_Report_Per_CustomerInputs = {};
export type Pricing_Report_Period_ProblemInputs = {};
export type Pricing_Report_Rule_LevelInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Pricing_Report_Sheet_CustomersInputs = {};
export type Pricing_Report_Sheet_QuotesInputs = {};
export type Pricing_Report_TitleInputs = {};
export type Pricing_Report_ToInputs = {};
export type Pricing_Rule_AddInputs = {};
export type Pricing_Rule_Any_CarrierInputs = {};
export type Pricing_Rule_Any_CustomerInputs = {};
export type Pricing_Rule_Any_ModeInputs = {};
export type Pricing_Rule_CarrierInputs = {};
export type Pricing_Rule_Carrier_HintInputs = {};
export type Pricing_Rule_CountedInputs = {};
export type Pricing_Rule_CurrencyInputs = {};
export type Pricing_Rule_Currency_HintInputs = {};
export type Pricing_Rule_CustomerInputs = {};
export type Pricing_Rule_Destination_CountryInputs = {};
export type Pricing_Rule_Destination_Country_PlaceholderInputs = {};
export type Pricing_Rule_Destination_PortInputs = {};
export type Pricing_Rule_Destination_Port_PlaceholderInputs = {};
export type Pricing_Rule_FixedInputs = {};
export type Pricing_Rule_Fixed_PlaceholderInputs = {};
export type Pricing_Rule_ForInputs = {};
export type Pricing_Rule_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Rule_Form_NewInputs = {};
export type Pricing_Rule_MarginInputs = {};
export type Pricing_Rule_MinimumInputs = {};
export type Pricing_Rule_Minimum_PlaceholderInputs = {};
export type Pricing_Rule_ModeInputs = {};
export type Pricing_Rule_NameInputs = {};
export type Pricing_Rule_Name_PlaceholderInputs = {};
export type Pricing_Rule_Origin_CountryInputs = {};
export type Pricing_Rule_Origin_Country_PlaceholderInputs = {};
export type Pricing_Rule_Origin_PortInputs = {};
export type Pricing_Rule_Origin_Port_PlaceholderInputs = {};
export type Pricing_Rule_Per_ContainerInputs = {};
export type Pricing_Rule_Per_KgInputs = {};
export type Pricing_Rule_Per_ShipmentInputs = {};
export type Pricing_Rule_PercentInputs = {};
export type Pricing_Rule_Percent_PlaceholderInputs = {};
export type Pricing_Rule_Port_HintInputs = {};
export type Pricing_Rule_SaveInputs = {};
export type Pricing_Rule_Save_FailedInputs = {};
export type Pricing_Rules_Col_ForInputs = {};
export type Pricing_Rules_Col_MarginInputs = {};
export type Pricing_Rules_Col_RuleInputs = {};
export type Pricing_Rules_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Pricing_Rules_Delete_BodyInputs = {
    name: NonNullable<unknown>;
};
export type Pricing_Rules_Delete_ConfirmInputs = {};
export type Pricing_Rules_Delete_FailedInputs = {};
export type Pricing_Rules_Delete_TitleInputs = {};
export type Pricing_Rules_DescriptionInputs = {};
export type Pricing_Rules_EmptyInputs = {};
export type Pricing_Rules_Level_NoteInputs = {
    level: NonNullable<unknown>;
};
export type Pricing_Rules_NewInputs = {};
export type Pricing_Rules_Read_FailedInputs = {};
export type Pricing_Rules_TitleInputs = {};
export type Pricing_Scope_AnyInputs = {};
export type Pricing_Scope_Deleted_CustomerInputs = {
    id: NonNullable<unknown>;
};
export type Pricing_Scope_Every_RateInputs = {};
export type Pricing_Terms_At_LeastInputs = {
    terms: NonNullable<unknown>;
    minimum: NonNullable<unknown>;
};
export type Pricing_Terms_NothingInputs = {};
export type Pricing_Terms_Per_ContainerInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Terms_Per_KgInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Terms_Per_ShipmentInputs = {
    amount: NonNullable<unknown>;
};
export type Pricing_Unknown_An_Unknown_CurrencyInputs = {};
export type Pricing_Unknown_Currency_JoinInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Pricing_Unknown_Needs_ExchangeInputs = {
    rule: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
};
export type Pricing_Unknown_No_Amount_InInputs = {
    currency: NonNullable<unknown>;
};
export type Pricing_Unknown_No_BuyInputs = {};
export type Pricing_Unknown_No_ContainersInputs = {};
export type Pricing_Unknown_No_WeightInputs = {};
export type Pricing_Unknown_Rule_No_CurrencyInputs = {};
export type Pricing_Unknown_That_CurrencyInputs = {};
export type Pricing_Why_Most_SpecificInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Pricing_Why_No_RuleInputs = {};
export type Pricing_Why_OlderInputs = {
    names: NonNullable<unknown>;
};
export type Pricing_Why_OnlyInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Pricing_Why_WrittenInputs = {
    names: NonNullable<unknown>;
};
export type Profile_Form_Add_DescriptionInputs = {};
export type Profile_Form_Add_TitleInputs = {};
export type Profile_Form_Api_KeyInputs = {};
export type Profile_Form_Api_SecretInputs = {};
export type Profile_Form_Base_UrlInputs = {};
export type Profile_Form_Base_Url_HintInputs = {};
export type Profile_Form_Base_Url_PlaceholderInputs = {};
export type Profile_Form_Edit_DescriptionInputs = {};
export type Profile_Form_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Keep_KeyInputs = {};
export type Profile_Form_Keep_SecretInputs = {};
export type Profile_Form_NameInputs = {};
export type Profile_Form_Name_HintInputs = {};
export type Profile_Form_New_Server_BodyInputs = {
    typed: NonNullable<unknown>;
    saved: NonNullable<unknown>;
};
export type Profile_Form_New_Server_TitleInputs = {};
export type Profile_Form_Not_SavedInputs = {};
export type Profile_Form_Required_New_ServerInputs = {};
export type Profile_Form_SaveInputs = {};
export type Profile_Form_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Profile_Form_Secret_HintInputs = {};
export type Profiles_ActiveInputs = {};
export type Profiles_Base_Url_SaidInputs = {};
export type Profiles_CaptionInputs = {};
export type Profiles_Col_ActionsInputs = {};
export type Profiles_Col_CredentialsInputs = {};
export type Profiles_Col_ProfileInputs = {};
export type Profiles_Demo_CredentialsInputs = {};
export type Profiles_DescriptionInputs = {};
export type Profiles_EditingInputs = {};
export type Profiles_LoadingInputs = {};
export type Profiles_Not_StoredInputs = {};
export type Profiles_Read_FailedInputs = {};
export type Profiles_Remove_BodyInputs = {};
export type Profiles_Remove_Body_ActiveInputs = {};
export type Profiles_Remove_ConfirmInputs = {};
export type Profiles_Remove_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Remove_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_Stored_KeychainInputs = {};
export type Profiles_Switch_FailedInputs = {
    name: NonNullable<unknown>;
};
export type Profiles_TitleInputs = {};
export type Profiles_UseInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type Quotes_As_QuotedInputs = {};
export type Quotes_BookInputs = {};
export type Quotes_BuyInputs = {};
export type Quotes_Col_ActionsInputs = {};
export type Quotes_Col_CarrierInputs = {};
export type Quotes_Col_DeliveryInputs = {};
export type Quotes_Col_PriceInputs = {};
export type Quotes_Col_TransitInputs = {};
export type Quotes_Col_ValidInputs = {};
export type Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_DeleteInputs = {};
export type Quotes_Delete_BodyInputs = {
    quote: NonNullable<unknown>;
};
export type Quotes_Delete_ConfirmInputs = {};
export type Quotes_Delete_FailedInputs = {};
export type Quotes_Delete_TitleInputs = {};
export type Quotes_Delete_Unknown_BodyInputs = {
    quote: NonNullable<unknown>;
};
export type Quotes_Delete_Unknown_WhatInputs = {};
export type Quotes_DeletedInputs = {
    carrier: NonNullable<unknown>;
};
export type Quotes_DescriptionInputs = {};
export type Quotes_Description_ColInputs = {};
export type Quotes_For_CustomerInputs = {
    customer: NonNullable<unknown>;
};
export type Quotes_Go_RatingInputs = {};
export type Quotes_Hide_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_Load_FailedInputs = {};
export type Quotes_LoadingInputs = {};
export type Quotes_Needs_ServiceInputs = {};
export type Quotes_No_CustomerInputs = {};
export type Quotes_No_RuleInputs = {};
export type Quotes_None_BodyInputs = {};
export type Quotes_None_TitleInputs = {};
export type Quotes_Not_Bookable_ExpiredInputs = {};
export type Quotes_Not_Bookable_ModeInputs = {
    mode: NonNullable<unknown>;
};
export type Quotes_Not_Bookable_No_TypeInputs = {};
export type Quotes_Not_ConfirmedInputs = {};
export type Quotes_Not_PricedInputs = {};
export type Quotes_Not_Sold_HereInputs = {};
export type Quotes_Pdf_CancelledInputs = {};
export type Quotes_Pdf_FailedInputs = {};
export type Quotes_Pdf_LanguageInputs = {};
export type Quotes_Pdf_Language_CustomerInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pdf_Language_DeskInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pdf_Language_EachInputs = {
    language: NonNullable<unknown>;
};
export type Quotes_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Quotes_Plus_MarginInputs = {};
export type Quotes_ReloadInputs = {};
export type Quotes_Reload_SavedInputs = {};
export type Quotes_Set_By_HandInputs = {};
export type Quotes_Show_SurchargesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Quotes_SurchargeInputs = {};
export type Quotes_Surcharges_OfInputs = {
    carrier: NonNullable<unknown>;
};
export type Quotes_TaxInputs = {};
export type Quotes_The_CarrierInputs = {};
export type Quotes_TitleInputs = {};
export type Quotes_Type_UnknownInputs = {};
export type Quotes_Unknown_CarrierInputs = {};
export type Quotes_Unknown_Carrier_LowerInputs = {};
export type Rating_Address_By_HandInputs = {
    country: NonNullable<unknown>;
};
export type Rating_Address_HintInputs = {};
export type Rating_Address_NounInputs = {};
export type Rating_Address_PlaceholderInputs = {};
export type Rating_Address_Postal_CodeInputs = {};
export type Rating_Address_RegionInputs = {};
export type Rating_Address_SearchInputs = {};
export type Rating_Air_AircraftInputs = {};
export type Rating_Air_ArrivesInputs = {};
export type Rating_Air_Chargeable_WeightInputs = {
    weight: NonNullable<unknown>;
};
export type Rating_Air_DepartsInputs = {};
export type Rating_Air_FlightInputs = {};
export type Rating_Air_FlightsInputs = {};
export type Rating_Air_FreightInputs = {};
export type Rating_Air_No_FlightsInputs = {};
export type Rating_All_In_Price_And_SurchargesInputs = {};
export type Rating_All_In_SurchargesInputs = {};
export type Rating_Announce_Not_SavedInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Announce_SavedInputs = {};
export type Rating_Announce_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Announce_UnknownInputs = {};
export type Rating_BookInputs = {};
export type Rating_Book_TitleInputs = {};
export type Rating_Book_Unknown_TitleInputs = {};
export type Rating_Carriers_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_CheapestInputs = {};
export type Rating_Check_QuotesInputs = {};
export type Rating_CityInputs = {};
export type Rating_Col_ActionsInputs = {};
export type Rating_Col_BuyInputs = {};
export type Rating_Col_CarrierInputs = {};
export type Rating_Col_DeliveryInputs = {};
export type Rating_Col_SellInputs = {};
export type Rating_Col_TransitInputs = {};
export type Rating_Col_ValidInputs = {};
export type Rating_ContainerInputs = {};
export type Rating_CountryInputs = {};
export type Rating_Country_Group_By_HandInputs = {};
export type Rating_Country_Group_ListedInputs = {};
export type Rating_Csv_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_Buy_FromInputs = {};
export type Rating_Csv_CarrierInputs = {};
export type Rating_Csv_DeliveryInputs = {};
export type Rating_Csv_From_NoneInputs = {};
export type Rating_Csv_From_PriceInputs = {};
export type Rating_Csv_From_Price_And_SurchargesInputs = {};
export type Rating_Csv_From_SurchargesInputs = {};
export type Rating_Csv_MarginInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_Margin_RuleInputs = {};
export type Rating_Csv_PickupInputs = {};
export type Rating_Csv_PrebookingInputs = {};
export type Rating_Csv_Rate_IdInputs = {};
export type Rating_Csv_Rule_By_HandInputs = {};
export type Rating_Csv_Rule_NoneInputs = {};
export type Rating_Csv_Rule_UnknownInputs = {
    why: NonNullable<unknown>;
};
export type Rating_Csv_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Csv_ServiceInputs = {};
export type Rating_Csv_Transit_DaysInputs = {};
export type Rating_Csv_Unknown_CurrencyInputs = {};
export type Rating_Csv_Valid_UntilInputs = {};
export type Rating_Day_UnitInputs = {};
export type Rating_Days_UnitInputs = {};
export type Rating_Delivery_AddressInputs = {};
export type Rating_DetailsInputs = {};
export type Rating_Details_FailedInputs = {};
export type Rating_Details_LoadingInputs = {};
export type Rating_End_AirportInputs = {};
export type Rating_End_Airport_NounInputs = {};
export type Rating_End_Airport_PlaceholderInputs = {};
export type Rating_End_Airports_FirstInputs = {
    country: NonNullable<unknown>;
};
export type Rating_End_ArrivalInputs = {};
export type Rating_End_Delivery_Store_DoorInputs = {};
export type Rating_End_DepartureInputs = {};
export type Rating_End_DestinationInputs = {};
export type Rating_End_OriginInputs = {};
export type Rating_End_Pickup_Store_DoorInputs = {};
export type Rating_End_PortInputs = {};
export type Rating_End_Port_DischargeInputs = {};
export type Rating_End_Port_LoadingInputs = {};
export type Rating_End_Port_NounInputs = {};
export type Rating_End_Port_PlaceholderInputs = {};
export type Rating_End_RkstInputs = {};
export type Rating_End_ServiceInputs = {};
export type Rating_End_Service_CyInputs = {};
export type Rating_End_Service_Hint_DestinationInputs = {};
export type Rating_End_Service_Hint_OriginInputs = {};
export type Rating_End_Service_SdInputs = {};
export type Rating_End_UnlocodeInputs = {};
export type Rating_Expired_TitleInputs = {};
export type Rating_Export_CancelledInputs = {};
export type Rating_Export_CsvInputs = {};
export type Rating_Export_FailedInputs = {};
export type Rating_FastestInputs = {};
export type Rating_Filter_All_CarriersInputs = {
    count: NonNullable<unknown>;
};
export type Rating_Filter_All_ShownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Filter_Amount_InvalidInputs = {};
export type Rating_Filter_AnyInputs = {};
export type Rating_Filter_BasisInputs = {};
export type Rating_Filter_BuyInputs = {};
export type Rating_Filter_CarrierInputs = {};
export type Rating_Filter_ClearInputs = {};
export type Rating_Filter_Currencies_NoteInputs = {};
export type Rating_Filter_Days_InvalidInputs = {};
export type Rating_Filter_HiddenInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Filter_Hidden_RestInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Rating_Filter_Max_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Max_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Max_TransitInputs = {};
export type Rating_Filter_Min_Above_MaxInputs = {};
export type Rating_Filter_Min_BuyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_Min_SellInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Filter_SellInputs = {};
export type Rating_Form_Address_RequiredInputs = {
    address: NonNullable<unknown>;
};
export type Rating_Form_Arrival_AirportInputs = {};
export type Rating_Form_ClearInputs = {};
export type Rating_Form_CurrencyInputs = {};
export type Rating_Form_Currency_HintInputs = {};
export type Rating_Form_CustomsInputs = {};
export type Rating_Form_Customs_HintInputs = {};
export type Rating_Form_DangerousInputs = {};
export type Rating_Form_Dangerous_HintInputs = {};
export type Rating_Form_Departure_AirportInputs = {};
export type Rating_Form_Description_AddressInputs = {};
export type Rating_Form_Description_AirportInputs = {};
export type Rating_Form_Description_PortInputs = {};
export type Rating_Form_Get_RatesInputs = {};
export type Rating_Form_Goods_DescriptionInputs = {};
export type Rating_Form_Goods_Description_OptionalInputs = {};
export type Rating_Form_Goods_PlaceholderInputs = {};
export type Rating_Form_Goods_RequiredInputs = {};
export type Rating_Form_Goods_ValueInputs = {};
export type Rating_Form_Goods_Value_HintInputs = {};
export type Rating_Form_Goods_Value_InvalidInputs = {};
export type Rating_Form_Goods_Value_NegativeInputs = {};
export type Rating_Form_Goods_Value_OptionalInputs = {};
export type Rating_Form_Goods_Value_RequiredInputs = {};
export type Rating_Form_InsuranceInputs = {};
export type Rating_Form_Insurance_HintInputs = {};
export type Rating_Form_LabelInputs = {
    mode: NonNullable<unknown>;
};
export type Rating_Form_Needs_ServiceInputs = {};
export type Rating_Form_No_CustomerInputs = {};
export type Rating_Form_Pickup_DateInputs = {};
export type Rating_Form_Pickup_Date_InvalidInputs = {
    example: NonNullable<unknown>;
};
export type Rating_Form_Pickup_Date_PastInputs = {};
export type Rating_Form_Pickup_Date_RequiredInputs = {};
export type Rating_Form_Pickup_GoodsInputs = {};
export type Rating_Form_Port_RequiredInputs = {
    end: NonNullable<unknown>;
};
export type Rating_Form_ProblemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Form_Quote_ForInputs = {};
export type Rating_Form_Quote_For_HintInputs = {};
export type Rating_Form_RequiredInputs = {
    field: NonNullable<unknown>;
};
export type Rating_Form_TitleInputs = {
    mode: NonNullable<unknown>;
};
export type Rating_FromInputs = {};
export type Rating_Hide_DetailsInputs = {};
export type Rating_Hint_AirInputs = {};
export type Rating_Hint_RoadInputs = {};
export type Rating_Hint_SeaInputs = {};
export type Rating_Line_Cargo_WeightInputs = {};
export type Rating_Line_Container_TypeInputs = {};
export type Rating_Line_HeightInputs = {};
export type Rating_Line_ImoInputs = {};
export type Rating_Line_LengthInputs = {};
export type Rating_Line_NameInputs = {
    noun: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
export type Rating_Line_Noun_BoxInputs = {};
export type Rating_Line_Noun_CargoInputs = {};
export type Rating_Line_Noun_ContainerInputs = {};
export type Rating_Line_Noun_PalletInputs = {};
export type Rating_Line_Noun_PieceInputs = {};
export type Rating_Line_OptionalInputs = {};
export type Rating_Line_Pallet_TypeInputs = {};
export type Rating_Line_QuantityInputs = {};
export type Rating_Line_ReeferInputs = {};
export type Rating_Line_Shipper_OwnedInputs = {};
export type Rating_Line_StackableInputs = {};
export type Rating_Line_VolumeInputs = {};
export type Rating_Line_WeightInputs = {};
export type Rating_Line_WidthInputs = {};
export type Rating_Lines_AddInputs = {
    noun: NonNullable<unknown>;
};
export type Rating_Lines_BoxesInputs = {};
export type Rating_Lines_CargoInputs = {};
export type Rating_Lines_ChooseInputs = {};
export type Rating_Lines_Container_TypesInputs = {};
export type Rating_Lines_Container_Types_FailedInputs = {};
export type Rating_Lines_ContainersInputs = {};
export type Rating_Lines_Lcl_HintInputs = {};
export type Rating_Lines_NoInputs = {};
export type Rating_Lines_Pallet_TypesInputs = {};
export type Rating_Lines_Pallet_Types_FailedInputs = {};
export type Rating_Lines_PalletsInputs = {};
export type Rating_Lines_PiecesInputs = {};
export type Rating_Lines_Pieces_HintInputs = {};
export type Rating_Lines_Reefer_HintInputs = {};
export type Rating_Lines_RemoveInputs = {
    line: NonNullable<unknown>;
};
export type Rating_Lines_Saved_ListInputs = {
    what: NonNullable<unknown>;
};
export type Rating_Lines_Set_By_TypeInputs = {
    field: NonNullable<unknown>;
};
export type Rating_Lines_YesInputs = {};
export type Rating_Margin_AmountInputs = {};
export type Rating_Margin_Amount_InvalidInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Margin_ApplyInputs = {};
export type Rating_Margin_Back_To_RuleInputs = {};
export type Rating_Margin_By_HandInputs = {};
export type Rating_Margin_InInputs = {};
export type Rating_Margin_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Margin_Note_By_HandInputs = {};
export type Rating_Margin_Note_MinimumInputs = {
    rule: NonNullable<unknown>;
};
export type Rating_Margin_Note_No_RuleInputs = {};
export type Rating_Margin_Part_By_HandInputs = {
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_ExchangeInputs = {
    from: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Rating_Margin_Part_MinimumInputs = {
    minimum: NonNullable<unknown>;
    raised: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_ContainerInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_KgInputs = {
    kg: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_ShipmentInputs = {
    unit: NonNullable<unknown>;
};
export type Rating_Margin_Part_Per_Shipment_IsInputs = {
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Part_PercentInputs = {
    percent: NonNullable<unknown>;
    of: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Margin_Percent_InvalidInputs = {};
export type Rating_Margin_Percent_Of_BuyInputs = {};
export type Rating_Margin_Placeholder_AmountInputs = {};
export type Rating_Margin_Placeholder_PercentInputs = {};
export type Rating_Margin_Rules_LoadingInputs = {};
export type Rating_Margin_Rules_Still_LoadingInputs = {};
export type Rating_Margin_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Margin_Set_By_Hand_InsteadInputs = {};
export type Rating_Margin_TitleInputs = {};
export type Rating_Margin_UnknownInputs = {};
export type Rating_Margin_Unknown_WhyInputs = {
    why: NonNullable<unknown>;
};
export type Rating_Mode_AirInputs = {};
export type Rating_Mode_BoxesInputs = {};
export type Rating_Mode_PalletsInputs = {};
export type Rating_Mode_Sea_FclInputs = {};
export type Rating_Mode_Sea_LclInputs = {};
export type Rating_No_Further_DetailsInputs = {};
export type Rating_No_Rate_PassesInputs = {};
export type Rating_Not_Bookable_NoteInputs = {
    reason: NonNullable<unknown>;
};
export type Rating_Not_SavedInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Open_QuotesInputs = {};
export type Rating_Pallet_AmericanInputs = {};
export type Rating_Pallet_As_CustomInputs = {
    type: NonNullable<unknown>;
};
export type Rating_Pallet_CustomInputs = {};
export type Rating_Pallet_EuroInputs = {};
export type Rating_Pallet_Euro2Inputs = {};
export type Rating_Pallet_HintInputs = {};
export type Rating_Pallet_UkInputs = {};
export type Rating_Pickup_AddressInputs = {};
export type Rating_Pickup_OnInputs = {
    date: NonNullable<unknown>;
};
export type Rating_PrebookingInputs = {};
export type Rating_PriceInputs = {};
export type Rating_Rates_Asking_AgainInputs = {};
export type Rating_Rates_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Rates_FailedInputs = {};
export type Rating_Rates_None_BodyInputs = {};
export type Rating_Rates_None_ReceivedInputs = {};
export type Rating_Rates_None_TitleInputs = {};
export type Rating_Rates_PreviousInputs = {};
export type Rating_Rates_ReceivedInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
};
export type Rating_Rates_SummaryInputs = {
    rates: NonNullable<unknown>;
    carriers: NonNullable<unknown>;
    route: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Rating_Rates_TitleInputs = {};
export type Rating_Sale_Edit_RulesInputs = {};
export type Rating_Sale_ExchangeInputs = {};
export type Rating_Sale_Exchange_HintInputs = {};
export type Rating_Sale_Exchange_InvalidInputs = {};
export type Rating_Sale_Exchange_LabelInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Rating_Sale_Exchange_PlaceholderInputs = {};
export type Rating_Sale_For_CustomerInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
export type Rating_Sale_For_DeskInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
export type Rating_Sale_No_CustomerInputs = {};
export type Rating_Sale_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Save_FailedInputs = {};
export type Rating_Save_Needs_ServiceInputs = {};
export type Rating_Save_No_ReasonInputs = {};
export type Rating_Save_QuoteInputs = {};
export type Rating_Save_Unknown_BadgeInputs = {};
export type Rating_Save_Unknown_BodyInputs = {
    carrier: NonNullable<unknown>;
};
export type Rating_Save_Unknown_Body_AmountInputs = {
    carrier: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Rating_Save_Unknown_WhatInputs = {};
export type Rating_SavedInputs = {};
export type Rating_Saved_As_QuoteInputs = {};
export type Rating_Saved_As_Quote_MessageInputs = {
    message: NonNullable<unknown>;
};
export type Rating_Saved_As_Quote_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Rating_Saved_As_Quote_Number_MessageInputs = {
    number: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Rating_Screen_ModeInputs = {};
export type Rating_Sea_ByInputs = {};
export type Rating_Sea_ChargeInputs = {};
export type Rating_Sea_DeadlineInputs = {};
export type Rating_Sea_DeadlinesInputs = {};
export type Rating_Sea_Free_DaysInputs = {};
export type Rating_Sea_Free_TimeInputs = {};
export type Rating_Sea_Free_Time_ConditionsInputs = {};
export type Rating_Sea_KindInputs = {};
export type Rating_Sea_LegInputs = {
    number: NonNullable<unknown>;
    leg: NonNullable<unknown>;
};
export type Rating_Sea_No_DeadlinesInputs = {};
export type Rating_Sea_No_Free_TimeInputs = {};
export type Rating_Sea_No_LegsInputs = {};
export type Rating_Sea_No_Legs_PrebookingInputs = {};
export type Rating_Sea_No_PenaltiesInputs = {};
export type Rating_Sea_PenaltiesInputs = {};
export type Rating_Sea_PrebookingInputs = {};
export type Rating_Sea_RouteInputs = {};
export type Rating_Sea_Route_LegsInputs = {};
export type Rating_Sea_VesselInputs = {};
export type Rating_See_DetailsInputs = {
    note: NonNullable<unknown>;
};
export type Rating_Sell_Not_KnownInputs = {};
export type Rating_Sell_UnknownInputs = {};
export type Rating_Show_DetailsInputs = {};
export type Rating_Sort_CurrencyInputs = {
    currency: NonNullable<unknown>;
};
export type Rating_Sort_No_CurrencyInputs = {};
export type Rating_SurchargeInputs = {};
export type Rating_Surcharges_AllInputs = {};
export type Rating_Surcharges_BasisInputs = {};
export type Rating_Surcharges_CodeInputs = {};
export type Rating_Surcharges_DescriptionInputs = {};
export type Rating_Surcharges_Group_TotalInputs = {
    group: NonNullable<unknown>;
};
export type Rating_Surcharges_No_CurrencyInputs = {};
export type Rating_Surcharges_NoneInputs = {};
export type Rating_Surcharges_QtyInputs = {};
export type Rating_Surcharges_TotalInputs = {};
export type Rating_Surcharges_Unit_PriceInputs = {};
export type Rating_Table_CaptionInputs = {
    rates: NonNullable<unknown>;
};
export type Rating_ToInputs = {};
export type Rating_Validity_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Rating_Validity_Days_HoursInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Rating_Validity_ExpiredInputs = {};
export type Rating_Validity_Expired_AgoInputs = {
    duration: NonNullable<unknown>;
};
export type Rating_Validity_Expires_InInputs = {
    duration: NonNullable<unknown>;
};
export type Rating_Validity_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Rating_Validity_Hours_MinutesInputs = {
    hours: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Rating_Validity_Less_Than_MinuteInputs = {};
export type Rating_Validity_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Rating_Validity_Not_GivenInputs = {};
export type Rating_Validity_UntilInputs = {
    when: NonNullable<unknown>;
};
export type Rating_Waiting_AskingInputs = {};
export type Rating_Waiting_None_BodyInputs = {};
export type Rating_Waiting_None_TitleInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_PricingInputs = {};
export type Route_Pricing_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type SaveInputs = {};
export type Save_Notice_Saved_CopyInputs = {
    where: NonNullable<unknown>;
};
export type Save_Notice_Saved_ToInputs = {
    where: NonNullable<unknown>;
};
export type Saved_DoneInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Set_Aside_CopyInputs = {};
export type Set_Aside_How_BackInputs = {};
export type Set_Aside_TitleInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_Disk_FullInputs = {
    folder: NonNullable<unknown>;
};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Read_OnlyInputs = {
    folder: NonNullable<unknown>;
};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_DescriptionInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_MinutesInputs = {};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_Read_FailedInputs = {};
export type Sync_Save_FailedInputs = {};
export type Sync_Settings_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_TitleInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Tariffs_About_OfInputs = {
    name: NonNullable<unknown>;
};
export type Tariffs_Col_ActionsInputs = {};
export type Tariffs_Col_AmountInputs = {};
export type Tariffs_Col_CarrierInputs = {};
export type Tariffs_Col_ChargeInputs = {};
export type Tariffs_Col_Charge_TypeInputs = {};
export type Tariffs_Col_CommodityInputs = {};
export type Tariffs_Col_ContainerInputs = {};
export type Tariffs_Col_ContractInputs = {};
export type Tariffs_Col_CostsInputs = {};
export type Tariffs_Col_CurrencyInputs = {};
export type Tariffs_Col_DescriptionInputs = {};
export type Tariffs_Col_LaneInputs = {};
export type Tariffs_Col_RatesInputs = {};
export type Tariffs_Col_ServiceInputs = {};
export type Tariffs_Col_TransitInputs = {};
export type Tariffs_Col_TypeInputs = {};
export type Tariffs_Col_UnitInputs = {};
export type Tariffs_Col_ValidInputs = {};
export type Tariffs_Col_ViaInputs = {};
export type Tariffs_Comment_LengthInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_CommentsInputs = {};
export type Tariffs_Comments_HintInputs = {};
export type Tariffs_Comments_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Contract_NumberInputs = {};
export type Tariffs_Contract_Number_RequiredInputs = {};
export type Tariffs_Contract_PlaceholderInputs = {};
export type Tariffs_Contract_ReferenceInputs = {};
export type Tariffs_Contract_RequiredInputs = {};
export type Tariffs_Costs_CaptionInputs = {
    rate: NonNullable<unknown>;
};
export type Tariffs_Costs_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_RatesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Count_TariffsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Csv_HintInputs = {};
export type Tariffs_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tariffs_Detail_Document_IdInputs = {};
export type Tariffs_Detail_Rates_ImportedInputs = {};
export type Tariffs_Download_TemplateInputs = {};
export type Tariffs_Drop_LabelInputs = {};
export type Tariffs_Drop_PromptInputs = {};
export type Tariffs_Export_CsvInputs = {};
export type Tariffs_External_IdInputs = {};
export type Tariffs_External_Id_HintInputs = {};
export type Tariffs_FilesInputs = {};
export type Tariffs_Files_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Tariffs_Files_RequiredInputs = {};
export type Tariffs_From_DateInputs = {};
export type Tariffs_From_RequiredInputs = {};
export type Tariffs_Hide_RatesInputs = {};
export type Tariffs_LimitsInputs = {
    limit: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tariffs_NameInputs = {};
export type Tariffs_Name_HintInputs = {};
export type Tariffs_Name_Part_HintInputs = {};
export type Tariffs_No_CostsInputs = {};
export type Tariffs_No_FileInputs = {};
export type Tariffs_Not_AcceptedInputs = {};
export type Tariffs_Not_UploadedInputs = {};
export type Tariffs_Note_UploadedInputs = {
    date: NonNullable<unknown>;
};
export type Tariffs_Offline_ActionInputs = {};
export type Tariffs_Rates_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_RefusedInputs = {};
export type Tariffs_Report_AnnounceInputs = {
    counts: NonNullable<unknown>;
};
export type Tariffs_Report_CaptionInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_DescriptionInputs = {};
export type Tariffs_Report_Failed_AnnounceInputs = {};
export type Tariffs_Report_ForInputs = {
    counts: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_Idle_TextInputs = {};
export type Tariffs_Report_Idle_TitleInputs = {};
export type Tariffs_Report_LoadingInputs = {};
export type Tariffs_Report_NoneInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Report_None_TextInputs = {};
export type Tariffs_Report_Read_FailedInputs = {};
export type Tariffs_Report_TitleInputs = {};
export type Tariffs_ScacInputs = {};
export type Tariffs_Scac_HintInputs = {};
export type Tariffs_Scac_LettersInputs = {};
export type Tariffs_Scac_RequiredInputs = {};
export type Tariffs_Sent_AllInputs = {};
export type Tariffs_Sent_UnknownInputs = {};
export type Tariffs_Show_RatesInputs = {};
export type Tariffs_Show_ReportInputs = {};
export type Tariffs_StatusInputs = {};
export type Tariffs_Status_AnyInputs = {};
export type Tariffs_Status_NumberInputs = {};
export type Tariffs_Status_With_RatesInputs = {};
export type Tariffs_Status_Without_RatesInputs = {};
export type Tariffs_Template_CancelledInputs = {};
export type Tariffs_Template_FailedInputs = {};
export type Tariffs_To_Before_FromInputs = {};
export type Tariffs_To_DateInputs = {};
export type Tariffs_To_Date_HintInputs = {};
export type Tariffs_To_SendInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Transit_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tariffs_Unknown_TextInputs = {
    contract: NonNullable<unknown>;
};
export type Tariffs_Unknown_WhatInputs = {};
export type Tariffs_UnnamedInputs = {};
export type Tariffs_Upload_ButtonInputs = {};
export type Tariffs_Upload_DescriptionInputs = {};
export type Tariffs_Upload_TitleInputs = {};
export type Tariffs_UploadedInputs = {};
export type Tariffs_Validity_FromInputs = {
    start: NonNullable<unknown>;
};
export type Tariffs_Validity_UntilInputs = {
    end: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Today_Change_A_ShipmentInputs = {};
export type Today_Change_AddedInputs = {};
export type Today_Change_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_EtaInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_New_MessagesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Change_New_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Today_Change_NoneInputs = {};
export type Today_Change_PickupInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Today_Change_UnlistedInputs = {
    when: NonNullable<unknown>;
};
export type Today_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Changes_EmptyInputs = {};
export type Today_Changes_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Changes_Since_LookInputs = {
    count: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Changes_Since_StartInputs = {
    count: NonNullable<unknown>;
};
export type Today_Changes_TitleInputs = {};
export type Today_Documents_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Documents_EmptyInputs = {};
export type Today_Documents_MissingInputs = {
    pickup: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
export type Today_Documents_Never_CheckedInputs = {
    pickup: NonNullable<unknown>;
};
export type Today_Documents_TitleInputs = {};
export type Today_Free_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Free_CountingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Today_Free_EmptyInputs = {};
export type Today_Free_TitleInputs = {};
export type Today_Last_LookInputs = {
    when: NonNullable<unknown>;
};
export type Today_Lines_NeedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Mark_All_SeenInputs = {};
export type Today_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Nothing_HereInputs = {};
export type Today_Nothing_NeededInputs = {};
export type Today_Quote_ExpiresInputs = {
    type: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_Priced_ExpiresInputs = {
    type: NonNullable<unknown>;
    price: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Today_Quote_SavedInputs = {};
export type Today_Quote_SoonInputs = {};
export type Today_Quotes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Today_Quotes_EmptyInputs = {};
export type Today_Quotes_TitleInputs = {};
export type Today_Read_FailedInputs = {};
export type Today_ReadingInputs = {};
export type Today_Show_AllInputs = {};
export type Today_The_RestInputs = {
    section: NonNullable<unknown>;
};
export type Topbar_Go_ToInputs = {};
export type Tracking_Changes_ClearInputs = {};
export type Tracking_Changes_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Changes_Show_AllInputs = {};
export type Tracking_Changes_TitleInputs = {};
export type Tracking_Code_BookingInputs = {};
export type Tracking_Code_TrackingInputs = {};
export type Tracking_Col_AgencyInputs = {};
export type Tracking_Col_CodeInputs = {};
export type Tracking_Col_DeliveryInputs = {};
export type Tracking_Col_Free_TimeInputs = {};
export type Tracking_Col_MarginInputs = {};
export type Tracking_Col_PickupInputs = {};
export type Tracking_Col_PriceInputs = {};
export type Tracking_Col_RouteInputs = {};
export type Tracking_Col_SellInputs = {};
export type Tracking_Col_StatusInputs = {};
export type Tracking_DestinationInputs = {};
export type Tracking_Detail_CloseInputs = {};
export type Tracking_Detail_Load_FailedInputs = {};
export type Tracking_Detail_LoadingInputs = {};
export type Tracking_Detail_Other_ShipmentInputs = {
    other: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
export type Tracking_Detail_ShipmentInputs = {};
export type Tracking_Detail_TitleInputs = {
    code: NonNullable<unknown>;
};
export type Tracking_Empty_Filtered_TextInputs = {};
export type Tracking_Empty_Filtered_TitleInputs = {};
export type Tracking_Empty_Never_Synced_TextInputs = {};
export type Tracking_Empty_Never_Synced_TitleInputs = {};
export type Tracking_Empty_None_TextInputs = {};
export type Tracking_Empty_None_TitleInputs = {};
export type Tracking_Empty_Search_Filtered_TextInputs = {};
export type Tracking_Empty_Search_Filtered_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Empty_Search_TextInputs = {};
export type Tracking_Empty_Search_TitleInputs = {
    search: NonNullable<unknown>;
};
export type Tracking_Export_CancelledInputs = {};
export type Tracking_Export_CsvInputs = {};
export type Tracking_Export_FailedInputs = {};
export type Tracking_Export_LabelInputs = {};
export type Tracking_Export_NothingInputs = {};
export type Tracking_Export_XlsxInputs = {};
export type Tracking_Filter_Code_PlaceholderInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
export type Tracking_Filter_End_Before_StartInputs = {};
export type Tracking_Filter_FromInputs = {};
export type Tracking_Filter_OperatorInputs = {};
export type Tracking_Filter_Operator_PlaceholderInputs = {};
export type Tracking_Filter_Place_PlaceholderInputs = {};
export type Tracking_Filter_ToInputs = {};
export type Tracking_Filter_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Tracking_Filter_Too_Many_StatusesInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Filters_Any_StatusInputs = {};
export type Tracking_Filters_AppliedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Filters_ApplyInputs = {};
export type Tracking_Filters_ClearInputs = {};
export type Tracking_Filters_LabelInputs = {};
export type Tracking_Filters_StatusInputs = {};
export type Tracking_Free_ChangeInputs = {};
export type Tracking_Free_Charge_If_RunningInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charge_So_FarInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Charged_From_FirstInputs = {};
export type Tracking_Free_Charged_TotalInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_ClauseInputs = {
    name: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Tracking_Free_Clause_ThenInputs = {
    name: NonNullable<unknown>;
    first: NonNullable<unknown>;
    then: NonNullable<unknown>;
};
export type Tracking_Free_ContainersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Containers_OfInputs = {
    containers: NonNullable<unknown>;
    size: NonNullable<unknown>;
};
export type Tracking_Free_Containers_UnknownInputs = {
    size: NonNullable<unknown>;
};
export type Tracking_Free_DateInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Day_At_PortInputs = {
    day: NonNullable<unknown>;
    port: NonNullable<unknown>;
};
export type Tracking_Free_DaysInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_So_FarInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_Charged_StoppedInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
export type Tracking_Free_Days_HoursInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Delivered_WithoutInputs = {};
export type Tracking_Free_End_UnreportedInputs = {};
export type Tracking_Free_Enter_DischargeInputs = {};
export type Tracking_Free_Enter_Empty_ReturnInputs = {};
export type Tracking_Free_Enter_ReleaseInputs = {};
export type Tracking_Free_Entered_By_HandInputs = {};
export type Tracking_Free_Entry_IncompleteInputs = {};
export type Tracking_Free_Entry_LabelInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Entry_Set_AsideInputs = {
    moment: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Tracking_Free_Events_LabelInputs = {};
export type Tracking_Free_Every_SizeInputs = {};
export type Tracking_Free_Fact_ChargeInputs = {};
export type Tracking_Free_Fact_ContainersInputs = {};
export type Tracking_Free_Fact_Days_ChargedInputs = {};
export type Tracking_Free_Fact_Free_DaysInputs = {};
export type Tracking_Free_Fact_Last_DayInputs = {};
export type Tracking_Free_Fact_Per_ContainerInputs = {};
export type Tracking_Free_Fact_PriceInputs = {};
export type Tracking_Free_Fact_StartsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Fact_StopsInputs = {
    event: NonNullable<unknown>;
};
export type Tracking_Free_Free_Days_FromInputs = {
    days: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_HoursInputs = {
    hours: NonNullable<unknown>;
};
export type Tracking_Free_Lcl_ShipmentInputs = {};
export type Tracking_Free_LeftInputs = {
    duration: NonNullable<unknown>;
};
export type Tracking_Free_Left_UntilInputs = {
    duration: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Tracking_Free_MomentInputs = {
    when: NonNullable<unknown>;
    portTime: NonNullable<unknown>;
    by: NonNullable<unknown>;
};
export type Tracking_Free_No_CurrencyInputs = {
    amount: NonNullable<unknown>;
};
export type Tracking_Free_No_PortInputs = {};
export type Tracking_Free_No_PriceInputs = {};
export type Tracking_Free_No_TermsInputs = {};
export type Tracking_Free_No_Terms_TextInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Not_KnownInputs = {};
export type Tracking_Free_Not_ReportedInputs = {};
export type Tracking_Free_Not_Reported_YetInputs = {};
export type Tracking_Free_Not_StartedInputs = {};
export type Tracking_Free_Not_Started_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    notYet: NonNullable<unknown>;
};
export type Tracking_Free_Not_YetInputs = {};
export type Tracking_Free_Not_Yet_DischargedInputs = {};
export type Tracking_Free_Not_Yet_ReleasedInputs = {};
export type Tracking_Free_Not_Yet_ReturnedInputs = {};
export type Tracking_Free_Nothing_ChargedInputs = {};
export type Tracking_Free_PastInputs = {
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DayInputs = {
    day: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Tracking_Free_Past_DueInputs = {};
export type Tracking_Free_Port_DaysInputs = {
    name: NonNullable<unknown>;
    zone: NonNullable<unknown>;
};
export type Tracking_Free_Port_No_ZoneInputs = {
    name: NonNullable<unknown>;
};
export type Tracking_Free_Port_TimeInputs = {
    port: NonNullable<unknown>;
};
export type Tracking_Free_Port_Time_WordsInputs = {};
export type Tracking_Free_Price_ContainerInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Price_ShipmentInputs = {
    price: NonNullable<unknown>;
};
export type Tracking_Free_Read_FailedInputs = {};
export type Tracking_Free_Reported_By_CarrierInputs = {};
export type Tracking_Free_SpanInputs = {
    from: NonNullable<unknown>;
    through: NonNullable<unknown>;
};
export type Tracking_Free_Start_UnreportedInputs = {};
export type Tracking_Free_Start_Unreported_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
export type Tracking_Free_Still_At_TerminalInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_OutInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_Still_Out_ShipmentInputs = {
    stop: NonNullable<unknown>;
};
export type Tracking_Free_StoppedInputs = {};
export type Tracking_Free_Stopped_ChargedInputs = {
    amounts: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_Entered_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_NoneInputs = {};
export type Tracking_Free_Stopped_TextInputs = {
    name: NonNullable<unknown>;
    event: NonNullable<unknown>;
    when: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
export type Tracking_Free_Stopped_UnknownInputs = {};
export type Tracking_Free_SumInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    containers: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_No_PriceInputs = {
    days: NonNullable<unknown>;
};
export type Tracking_Free_Sum_ShipmentInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_Sum_Unknown_BoxesInputs = {
    days: NonNullable<unknown>;
    perDay: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Tracking_Free_The_DischargeInputs = {};
export type Tracking_Free_The_Empty_ReturnInputs = {};
export type Tracking_Free_The_ReleaseInputs = {};
export type Tracking_Free_The_Start_DayInputs = {};
export type Tracking_Free_TimeInputs = {
    zone: NonNullable<unknown>;
};
export type Tracking_Free_TitleInputs = {};
export type Tracking_Free_Title_DischargeInputs = {};
export type Tracking_Free_Title_Discharge_AtInputs = {
    city: NonNullable<unknown>;
};
export type Tracking_Free_Title_Empty_ReturnInputs = {};
export type Tracking_Free_Title_ReleaseInputs = {};
export type Tracking_Free_Total_IncompleteInputs = {};
export type Tracking_Free_Total_OpenInputs = {};
export type Tracking_Free_Under_HourInputs = {};
export type Tracking_Free_Warning_UnreportedInputs = {};
export type Tracking_GoodsInputs = {};
export type Tracking_Goods_Col_KindInputs = {};
export type Tracking_Goods_Col_QtyInputs = {};
export type Tracking_Goods_Col_SizeInputs = {};
export type Tracking_Goods_Col_UnitInputs = {};
export type Tracking_Goods_Col_WeightInputs = {};
export type Tracking_Goods_CustomsInputs = {};
export type Tracking_Goods_Delivery_NotesInputs = {};
export type Tracking_Goods_DocumentsInputs = {};
export type Tracking_Goods_InsuranceInputs = {};
export type Tracking_Goods_Pickup_HoursInputs = {};
export type Tracking_Goods_Pickup_NotesInputs = {};
export type Tracking_Goods_TitleInputs = {};
export type Tracking_Goods_Unit_LinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_Goods_UnitsInputs = {};
export type Tracking_Goods_ValueInputs = {};
export type Tracking_Link_FailedInputs = {};
export type Tracking_Link_OpenInputs = {};
export type Tracking_Link_UnsafeInputs = {};
export type Tracking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_KeysInputs = {};
export type Tracking_List_Load_FailedInputs = {};
export type Tracking_List_LoadingInputs = {};
export type Tracking_List_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_List_RefreshInputs = {};
export type Tracking_List_Refresh_TitleInputs = {};
export type Tracking_List_Service_TotalInputs = {
    total: NonNullable<unknown>;
};
export type Tracking_List_TitleInputs = {};
export type Tracking_Messages_AppearInputs = {};
export type Tracking_Messages_LegInputs = {
    number: NonNullable<unknown>;
};
export type Tracking_Messages_Load_FailedInputs = {};
export type Tracking_Messages_LoadingInputs = {};
export type Tracking_Messages_No_CodeInputs = {};
export type Tracking_Messages_No_TextInputs = {};
export type Tracking_Messages_None_Of_ThisInputs = {};
export type Tracking_Messages_None_YetInputs = {};
export type Tracking_Messages_NoteInputs = {};
export type Tracking_Messages_OthersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Tracking_Messages_TimelineInputs = {};
export type Tracking_Messages_TitleInputs = {};
export type Tracking_MoreInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Tracking_NoInputs = {};
export type Tracking_Not_GivenInputs = {};
export type Tracking_OriginInputs = {};
export type Tracking_Route_TitleInputs = {};
export type Tracking_Search_HintInputs = {};
export type Tracking_Search_LabelInputs = {};
export type Tracking_Search_PlaceholderInputs = {};
export type Tracking_Search_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Tracking_Sell_TitleInputs = {
    quote: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Sell_Title_CustomerInputs = {
    quote: NonNullable<unknown>;
    customer: NonNullable<unknown>;
    buy: NonNullable<unknown>;
    margin: NonNullable<unknown>;
    sell: NonNullable<unknown>;
};
export type Tracking_Shipment_CodeInputs = {};
export type Tracking_Switch_HintInputs = {};
export type Tracking_Switch_LabelInputs = {};
export type Tracking_Switch_Maybe_OffInputs = {};
export type Tracking_Switch_Maybe_OnInputs = {};
export type Tracking_Switch_OffInputs = {};
export type Tracking_Switch_Off_DoneInputs = {};
export type Tracking_Switch_Off_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_OnInputs = {};
export type Tracking_Switch_On_DoneInputs = {};
export type Tracking_Switch_On_FailedInputs = {
    title: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Tracking_Switch_Read_AgainInputs = {};
export type Tracking_Switch_RefusedInputs = {};
export type Tracking_Switch_Refused_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Tracking_Switch_SwitchingInputs = {};
export type Tracking_Switch_Unknown_HintInputs = {};
export type Tracking_UnlistedInputs = {};
export type Tracking_Unlisted_TitleInputs = {
    when: NonNullable<unknown>;
};
export type Tracking_YesInputs = {};
export type Try_AgainInputs = {};
export type Typed_Number_DecimalInputs = {
    label: NonNullable<unknown>;
};
export type Typed_Number_RequiredInputs = {
    label: NonNullable<unknown>;
};
export type Typed_Number_WholeInputs = {
    label: NonNullable<unknown>;
};
