export { ToolDescriptionPage as Component } from '../../features/documentation/tool-description-page';
